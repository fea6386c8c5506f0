import { useCallback, useMemo } from 'react';
import { useHydrated } from '@jincheng/shared';
import { favouritesAtom, useAtom, type Favourites } from '../../lib/app-jotai';

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
