import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type ExpertSort, type LeaderType } from '@jincheng/shared';
import { getRankingExperts, getRankingPlayers, getRankingStandings } from './ranking-api';

/** 积分榜 of one big league. */
export const rankingStandingsQuery = (leagueId: number) =>
  queryOptions({
    queryKey: ['database', 'ranking-standings', leagueId] as const,
    queryFn: () => getRankingStandings(leagueId),
    staleTime: STALE_TIME.reference,
  });

/** 球员榜 of one big league. */
export const rankingPlayersQuery = (leagueId: number, type: LeaderType) =>
  queryOptions({
    queryKey: ['database', 'ranking-players', leagueId, type] as const,
    queryFn: () => getRankingPlayers(leagueId, type),
    staleTime: STALE_TIME.reference,
  });

/** 专家榜 in one order. */
export const rankingExpertsQuery = (sort: ExpertSort) =>
  queryOptions({
    queryKey: ['database', 'ranking-experts', sort] as const,
    queryFn: () => getRankingExperts(sort),
  });
