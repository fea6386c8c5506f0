import { apiClient, SPORT_API, type LeagueDetailData } from '@jincheng/shared';

/** League, season and table for the 积分榜 board (same shape as the league detail). */
export const getRankingStandings = (leagueId: number): Promise<LeagueDetailData> =>
  apiClient().get<LeagueDetailData>(SPORT_API.rankingStandings, { leagueId });
