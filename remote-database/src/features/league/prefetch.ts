import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { pickBoard } from '../leaders/lib/leader-types';
import { leagueLeadersQuery, leagueQuery, leagueTreesQuery, scheduleQuery } from './api/queries';
import { pickRound, pickTab } from './lib/league-tabs';

/**
 * /league: the directory's trees; with `?id=` the league, then what its `?tab=` shows besides the header
 * (赛程's round or the leaders' board; 积分榜 and 淘汰赛 come with the league).
 */
export const prefetchLeague: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const raw = searchParams.get('id');
  if (raw === null) {
    await queryClient.prefetchQuery(leagueTreesQuery());
    return;
  }
  const id = parseId(raw);
  if (id === null) return;
  await queryClient.prefetchQuery(leagueQuery(id));
  const detail = queryClient.getQueryData(leagueQuery(id).queryKey);
  if (!detail) return;
  const tab = pickTab(detail, searchParams.get('tab'));
  if (tab === 'schedule') {
    await queryClient.prefetchQuery(
      scheduleQuery(detail.league.id, pickRound(detail, searchParams.get('round'))),
    );
  } else if (tab === 'leaders') {
    const board = pickBoard(detail.league.sport, searchParams.get('type'));
    await queryClient.prefetchQuery(leagueLeadersQuery(detail.league.id, board.type));
  }
};
