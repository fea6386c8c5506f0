import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { pickBoard } from '../../lib/leader-types';
import { leagueTreesQuery } from '../../api/queries';
import { leagueLeadersQuery, leagueQuery, scheduleQuery } from './api/queries';
import { pickRound, pickTab } from './lib/league-tabs';

/**
 * /league: the directory's trees; with `?id=` the league, then what its `?tab=` shows besides the header
 * (赛程's round or the leaders' board; 积分榜 and 淘汰赛 come with the league). `?season=` picks a past season
 * (its schedule; past seasons have no leaders' boards).
 */
export const prefetchLeague: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const raw = searchParams.get('id');
  if (raw === null) {
    await queryClient.prefetchQuery(leagueTreesQuery());
    return;
  }
  const id = parseId(raw);
  if (id === null) return;
  const season = searchParams.get('season');
  await queryClient.prefetchQuery(leagueQuery(id, season));
  const detail = queryClient.getQueryData(leagueQuery(id, season).queryKey);
  if (!detail) return;
  const tab = pickTab(detail, searchParams.get('tab'));
  const past = detail.season.current ? null : detail.season.code;
  if (tab === 'schedule') {
    await queryClient.prefetchQuery(
      scheduleQuery(detail.league.id, pickRound(detail, searchParams.get('round')), past),
    );
  } else if (tab === 'leaders') {
    const board = pickBoard(detail.league.sport, searchParams.get('type'));
    await queryClient.prefetchQuery(leagueLeadersQuery(detail.league.id, board.type, past));
  }
};
