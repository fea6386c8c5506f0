import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { FollowKind, FollowSet } from '../api/sport/follow';
import { followField } from '../api/sport/follow';
import { isSignedInAtom, tokenAtom } from '../session/session-atoms';
import { askAlertPermissionOnce } from './alert-permission';
import { getServerFollows, mergeFollows, postFollow } from './follow-api';
import {
  clearLocalFollows,
  EMPTY_FOLLOWS,
  hasFollows,
  readLocalFollows,
  withFollow,
  writeLocalFollows,
} from './local-follows';

/**
 * Teams, leagues and matches the fan follows: the account's (server) when signed in, this browser's when
 * not. Empty on the server; screens show them only once hydrated (`useHydrated`).
 */
const loadedAtom = atom<FollowSet | null>(null);
export const followsAtom = atom(
  (get): FollowSet =>
    get(loadedAtom) ??
    (typeof window !== 'undefined' && !get(isSignedInAtom) ? readLocalFollows() : EMPTY_FOLLOWS),
  (_get, set, next: FollowSet) => set(loadedAtom, next),
);
/** False until the follows of the current session are known (lists show their loading state meanwhile). */
export const followsReadyAtom = atom(
  (get) => get(loadedAtom) !== null || (typeof window !== 'undefined' && !get(isSignedInAtom)),
);

/**
 * Mounted once by the shell: loads the follows whenever the session changes. At sign-in a visitor's local
 * follows are merged into the account (the server ignores ones it has, so a retried merge adds nothing)
 * and removed from this browser only once the merge succeeded.
 */
export function useFollowSync(): void {
  const store = useStore();
  const token = useAtomValue(tokenAtom);
  useEffect(() => {
    let current = true;
    const done = (set: FollowSet) => {
      if (current) store.set(followsAtom, set);
    };
    const local = readLocalFollows();
    if (!token) {
      done(local);
      return;
    }
    store.set(loadedAtom, null);
    (hasFollows(local) ? mergeFollows(local) : getServerFollows())
      .then((set) => {
        clearLocalFollows();
        done(set);
      })
      .catch(() => done(local));
    return () => {
      current = false;
    };
  }, [store, token]);
}

export interface FollowsView {
  follows: FollowSet;
  ready: boolean;
  isFollowing(kind: FollowKind, id: number): boolean;
  toggle(kind: FollowKind, id: number): Promise<void>;
}

export function useFollows(): FollowsView {
  const store = useStore();
  const follows = useAtomValue(followsAtom);
  const ready = useAtomValue(followsReadyAtom);
  const isFollowing = useCallback(
    (kind: FollowKind, id: number) => follows[followField(kind)].includes(id),
    [follows],
  );
  const toggle = useCallback(
    async (kind: FollowKind, id: number) => {
      const before = store.get(followsAtom);
      const on = !before[followField(kind)].includes(id);
      if (on) askAlertPermissionOnce();
      const next = withFollow(before, kind, id, on);
      store.set(followsAtom, next);
      if (!store.get(isSignedInAtom)) {
        writeLocalFollows(next);
        return;
      }
      try {
        store.set(followsAtom, await postFollow(kind, id, on));
      } catch {
        // The request client has shown the error; the button goes back to what the server has.
        store.set(followsAtom, before);
      }
    },
    [store],
  );
  return { follows, ready, isFollowing, toggle };
}
