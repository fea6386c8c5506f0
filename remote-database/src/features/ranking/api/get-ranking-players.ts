import { apiClient, SPORT_API, type LeaderType, type Page, type PlayerLeaderRow } from '@jincheng/shared';

export const RANKING_PLAYERS_PAGE_SIZE = 30;

export const getRankingPlayers = (leagueId: number, type: LeaderType): Promise<Page<PlayerLeaderRow>> =>
  apiClient().get<Page<PlayerLeaderRow>>(SPORT_API.rankingPlayers, {
    leagueId,
    type,
    pageSize: RANKING_PLAYERS_PAGE_SIZE,
  });
