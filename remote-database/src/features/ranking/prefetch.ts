import type { RoutePrefetch } from '@jincheng/shared';
import { leagueTreesQuery } from '../../api/queries';
import { pickBoard } from '../../lib/leader-types';
import { rankingExpertsQuery, rankingPlayersQuery, rankingStandingsQuery } from './api/queries';
import { pickBoardName, pickExpertSort, pickLeague, rankingLeagues } from './lib/ranking-leagues';

/** /ranking: 专家榜 in `?sort=` order, or the league trees and then `?league=`'s 积分榜 or 球员榜. */
export const prefetchRanking: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const board = pickBoardName(searchParams.get('board'));
  if (board === 'experts') {
    await queryClient.prefetchQuery(rankingExpertsQuery(pickExpertSort(searchParams.get('sort')).value));
    return;
  }
  await queryClient.prefetchQuery(leagueTreesQuery());
  const trees = queryClient.getQueryData(leagueTreesQuery().queryKey);
  const league = trees && pickLeague(rankingLeagues(trees), searchParams.get('league'));
  if (!league) return;
  if (board === 'standings') await queryClient.prefetchQuery(rankingStandingsQuery(league.id));
  else {
    const type = pickBoard(league.sport, searchParams.get('type')).type;
    await queryClient.prefetchQuery(rankingPlayersQuery(league.id, type));
  }
};
