import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, orNotFound } from '@jincheng/shared';
import { getPlayer, getPlayerSeason, searchPlayers } from './player-api';

/** Profile, season stats and recent matches; null for an unknown id. */
export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: ['database', 'player', id] as const,
    queryFn: () => orNotFound(getPlayer(id)),
    staleTime: STALE_TIME.reference,
  });

/** A player's season line for the comparison; null for an unknown id. */
export const playerSeasonQuery = (id: number) =>
  queryOptions({
    queryKey: ['database', 'player-season', id] as const,
    queryFn: () => orNotFound(getPlayerSeason(id)),
    staleTime: STALE_TIME.reference,
  });

/** Players a search finds (the comparison's picker). */
export const playerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['database', 'player-search', q] as const,
    queryFn: () => searchPlayers(q),
    staleTime: STALE_TIME.reference,
  });
