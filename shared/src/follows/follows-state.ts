import { atom, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FollowKind, FollowSet } from '../api/sport/follow';
import { followField } from '../api/sport/follow';
import { currentViewer, useViewer } from '../session/viewer';
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

const inBrowser = () => typeof window !== 'undefined';

/**
 * Teams, leagues and matches a viewer follows, in the query cache: the account's as the server has them
 * (viewer id), or this browser's for a visitor (viewer ''; kept in storage, read once). The first read of an
 * account adopts the visitor's follows: they are merged into the account (the server ignores ones it has, so
 * a retried merge adds nothing) and removed from this browser only once the merge succeeded. Writes answer
 * the whole set, so the cache is never read again behind the fan's back.
 */
export const followsQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['follows', { viewer }] as const,
    queryFn: async ({ client }): Promise<FollowSet> => {
      const local = readLocalFollows();
      if (!viewer) return local;
      if (!hasFollows(local)) return getServerFollows();
      const merged = await mergeFollows(local);
      clearLocalFollows();
      client.setQueryData(followsQuery('').queryKey, EMPTY_FOLLOWS);
      return merged;
    },
    // A visitor's follows are in this browser from the first render on (never on the server).
    initialData: () => (!viewer && inBrowser() ? readLocalFollows() : undefined),
    staleTime: Infinity,
    // A failed read (the request client showed it) is tried again at the next sign-in, not at every mount.
    retryOnMount: false,
  });

/** The follows a route's prefetch can use: known ones of the page's viewer, else none. */
export function knownFollows(queryClient: QueryClient): FollowSet {
  const viewer = currentViewer();
  if (!inBrowser()) return EMPTY_FOLLOWS;
  return (
    queryClient.getQueryData(followsQuery(viewer).queryKey) ?? (viewer ? EMPTY_FOLLOWS : readLocalFollows())
  );
}

export interface FollowsView {
  follows: FollowSet;
  /** False until the viewer's follows are known (lists show their loading state meanwhile). */
  ready: boolean;
  isFollowing(kind: FollowKind, id: number): boolean;
  toggle(kind: FollowKind, id: number): Promise<void>;
}

interface FollowWrite {
  kind: FollowKind;
  id: number;
  on: boolean;
  before: FollowSet;
  next: FollowSet;
}

/**
 * The viewer's follows and a toggle. Empty on the server; screens show them only once hydrated
 * (`useHydrated`). If the account's read failed, the browser's own follows stand in (what the merge keeps
 * for its next try).
 */
export function useFollows(): FollowsView {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const { queryKey } = useMemo(() => followsQuery(viewer), [viewer]);
  const query = useQuery({ ...followsQuery(viewer), enabled: inBrowser() });
  // Read from storage once per failure, not on every render.
  const local = useMemo(() => (query.isError && inBrowser() ? readLocalFollows() : null), [query.isError]);
  const follows = query.data ?? local ?? EMPTY_FOLLOWS;
  const ready = query.data !== undefined || query.isError;
  const write = useMutation({
    mutationFn: async ({ kind, id, on, next }: FollowWrite): Promise<FollowSet> => {
      if (!viewer) {
        writeLocalFollows(next);
        return next;
      }
      return postFollow(kind, id, on);
    },
    onSuccess: (set) => queryClient.setQueryData(queryKey, set),
    // The request client has shown the error; the button goes back to what it was.
    onError: (_error, { before }) => queryClient.setQueryData(queryKey, before),
  });
  const { mutateAsync } = write;
  const isFollowing = useCallback(
    (kind: FollowKind, id: number) => follows[followField(kind)].includes(id),
    [follows],
  );
  const toggle = useCallback(
    async (kind: FollowKind, id: number) => {
      const before = queryClient.getQueryData(queryKey) ?? follows;
      const on = !before[followField(kind)].includes(id);
      if (on) askAlertPermissionOnce();
      const next = withFollow(before, kind, id, on);
      // Shown at once; the write's answer (or its failure) settles it.
      queryClient.setQueryData(queryKey, next);
      await mutateAsync({ kind, id, on, before, next }).catch(() => undefined);
    },
    [queryClient, queryKey, follows, mutateAsync],
  );
  return { follows, ready, isFollowing, toggle };
}

/**
 * The follows as released remotes before shared 2.11 read them outside React (a route's prefetch reads
 * `appStore.get(followsAtom)`). The shell keeps it equal to `useFollows` (`useFollowSync`) until no version
 * in the registry uses it; nothing else writes it.
 */
export const followsAtom = atom<FollowSet>(EMPTY_FOLLOWS);
const mirroredReadyAtom = atom(false);
export const followsReadyAtom = atom((get) => get(mirroredReadyAtom));

/**
 * Mounted once by the shell: reads the viewer's follows whenever the session changes (so a visitor's are
 * merged into the account at sign-in, whatever screen is open), and mirrors them into `followsAtom`.
 */
export function useFollowSync(): void {
  const store = useStore();
  const { follows, ready } = useFollows();
  useEffect(() => {
    store.set(followsAtom, follows);
    store.set(mirroredReadyAtom, ready);
  }, [store, follows, ready]);
}
