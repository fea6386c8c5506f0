import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, orNotFound } from '@jincheng/shared';
import { getPlayer } from './player-api';

/** Profile, season stats and recent matches; null for an unknown id. */
export const playerQuery = (id: number) =>
  queryOptions({
    queryKey: ['database', 'player', id] as const,
    queryFn: () => orNotFound(getPlayer(id)),
    staleTime: STALE_TIME.reference,
  });
