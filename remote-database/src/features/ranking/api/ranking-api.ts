import {
  apiClient,
  SPORT_API,
  type LeagueDetailData,
  type LeaderType,
  type Page,
  type LeadersPage,
  type ExpertSort,
  type ExpertSummary,
} from '@jincheng/shared';

/** The ranking boards' reads: 积分榜, 球员榜 and 专家榜. */

/** League, season and table for the 积分榜 board (same shape as the league detail). */
export const getRankingStandings = (leagueId: number): Promise<LeagueDetailData> =>
  apiClient().get<LeagueDetailData>(SPORT_API.rankingStandings, { leagueId });

export const RANKING_PLAYERS_PAGE_SIZE = 30;

export const getRankingPlayers = (leagueId: number, type: LeaderType): Promise<LeadersPage> =>
  apiClient().get<LeadersPage>(SPORT_API.rankingPlayers, {
    leagueId,
    type,
    pageSize: RANKING_PLAYERS_PAGE_SIZE,
  });

export const RANKING_EXPERTS_PAGE_SIZE = 30;

/** The expert leaderboard, ordered by the server (hit rate, current streak or followers). */
export const getRankingExperts = (sort: ExpertSort): Promise<Page<ExpertSummary>> =>
  apiClient().get<Page<ExpertSummary>>(SPORT_API.rankingExperts, {
    sort,
    pageSize: RANKING_EXPERTS_PAGE_SIZE,
  });
