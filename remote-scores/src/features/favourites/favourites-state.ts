import { atom, useAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { storage, useHydrated } from '@jincheng/shared';

export interface Favourites {
  matches: number[];
  leagues: number[];
}

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];

export function readFavourites(): Favourites {
  try {
    const parsed = JSON.parse(storage.get('scoresFavourites') ?? '{}') as Partial<Favourites>;
    return { matches: ids(parsed.matches), leagues: ids(parsed.leagues) };
  } catch {
    return { matches: [], leagues: [] };
  }
}

const memoryAtom = atom<Favourites | null>(null);

/** Starred matches and leagues, kept across visits (storage key `scoresFavourites`). */
export const favouritesAtom = atom(
  (get) => get(memoryAtom) ?? readFavourites(),
  (_get, set, next: Favourites) => {
    set(memoryAtom, next);
    storage.set('scoresFavourites', JSON.stringify(next));
  },
);

function toggled(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

const NONE: Favourites = { matches: [], leagues: [] };

/** Starred matches and leagues: none on the server and while hydrating (they live in this browser). */
export function useFavourites() {
  const [stored, setFavourites] = useAtom(favouritesAtom);
  const favourites = useHydrated() ? stored : NONE;
  const matches = useMemo(() => new Set(favourites.matches), [favourites.matches]);
  const leagues = useMemo(() => new Set(favourites.leagues), [favourites.leagues]);
  const toggleMatch = useCallback(
    (id: number) => setFavourites({ ...stored, matches: toggled(stored.matches, id) }),
    [stored, setFavourites],
  );
  const toggleLeague = useCallback(
    (id: number) => setFavourites({ ...stored, leagues: toggled(stored.leagues, id) }),
    [stored, setFavourites],
  );
  return { matches, leagues, toggleMatch, toggleLeague };
}
