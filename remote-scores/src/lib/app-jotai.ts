/**
 * The one module of remote-scores that imports jotai (lint: no-restricted-imports), as excalidraw's
 * app-jotai.ts: the jotai API the remote uses and the remote's own atoms. The session atoms several apps
 * read live in @jincheng/shared; the per-match delta atoms are LiveStore's (jotai-family's atomFamily).
 */
import { atomWithStorage } from 'jotai/utils';
import { storage, type Sport, type StorageKey } from '@jincheng/shared';

export {
  atom,
  createStore,
  Provider,
  useAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  type PrimitiveAtom,
} from 'jotai';
export { atomFamily } from 'jotai-family';

/**
 * An atom kept in this browser under `key` (jotai's atomWithStorage on the shared storage helper, so the
 * `jcty_` prefix and the in-memory fallback stay). Its first render has the value of an empty store, as the
 * server render had (the server has no storage): reading storage during the first render made a returning
 * fan's page (a starred match, hidden leagues) differ from the server's markup, and React threw that markup
 * away (error #418). So `getOnInit: false`: the stored value comes in once the atom is mounted, after hydration.
 */
function storedAtom<T>(key: StorageKey, read: (stored: unknown) => T) {
  // A storage of our own, not createJSONStorage: every read goes through `read`, which keeps only valid ids.
  const json = {
    getItem: (): T => {
      try {
        return read(JSON.parse(storage.get(key) ?? '{}'));
      } catch {
        return read({});
      }
    },
    setItem: (_key: string, value: T) => storage.set(key, JSON.stringify(value)),
    removeItem: () => storage.remove(key),
  };
  return atomWithStorage<T>(key, read({}), json, { getOnInit: false });
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
const field = (stored: unknown, name: string): unknown =>
  stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[name] : undefined;

export interface Favourites {
  matches: number[];
  leagues: number[];
}

/** Starred matches and leagues, kept across visits (storage key `scoresFavourites`). */
export const favouritesAtom = storedAtom<Favourites>('scoresFavourites', (stored) => ({
  matches: ids(field(stored, 'matches')),
  leagues: ids(field(stored, 'leagues')),
}));

/**
 * The league filter remembers the leagues a fan switched OFF (storage key `scoresLeagueFilter`), per sport:
 * a league that was not on the day the filter was set shows until it is switched off too.
 */
export const hiddenLeaguesAtom = storedAtom<Record<Sport, number[]>>('scoresLeagueFilter', (stored) => ({
  football: ids(field(stored, 'football')),
  basketball: ids(field(stored, 'basketball')),
}));
