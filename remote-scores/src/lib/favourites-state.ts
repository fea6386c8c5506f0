import { useCallback, useMemo } from 'react';
import { useFollows, useHydrated } from '@jincheng/shared';

/**
 * The list's stars are follows (one idea, one store in `@jincheng/shared`): a starred match or league is
 * followed — on the account when signed in, in this browser when not — and pinned to the top of the list.
 * None on the server and while hydrating.
 */
export function useFavourites() {
  const { follows, toggle } = useFollows();
  const hydrated = useHydrated();
  const matches = useMemo(() => new Set(hydrated ? follows.matches : []), [hydrated, follows.matches]);
  const leagues = useMemo(() => new Set(hydrated ? follows.leagues : []), [hydrated, follows.leagues]);
  const toggleMatch = useCallback((id: number) => void toggle('match', id), [toggle]);
  const toggleLeague = useCallback((id: number) => void toggle('league', id), [toggle]);
  return { matches, leagues, toggleMatch, toggleLeague };
}
