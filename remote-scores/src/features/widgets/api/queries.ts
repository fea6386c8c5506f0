import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type Sport } from '@jincheng/shared';
import { getLeagueTree, getLeagueMatches } from './widgets-api';

import type { HotPart } from '../hot-order';

export type { HotPart };

async function readSport(sport: Sport, signal: AbortSignal): Promise<HotPart> {
  const tree = await getLeagueTree(sport, signal);
  const ids = tree.hot.map((l) => l.id).slice(0, 200);
  if (!ids.length) return { list: [], eventId: 0 };
  const data = await getLeagueMatches(sport, ids, signal);
  return { list: data.list, eventId: data.eventId };
}

/** Today's matches of the hot leagues of both sports: one read that both home widgets share. */
export const hotTodayQuery = () =>
  queryOptions({
    queryKey: ['scores', 'hot-today'] as const,
    queryFn: ({ signal }): Promise<HotPart[]> =>
      Promise.all([readSport('football', signal), readSport('basketball', signal)]),
    staleTime: STALE_TIME.live,
  });
