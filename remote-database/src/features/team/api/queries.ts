import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { STALE_TIME, orNotFound } from '@jincheng/shared';
import { getTeam, getTeamMatches, getTeamStats, type TeamMatchesType } from './team-api';

/** Profile, squad, stats and five fixtures and results; null for an unknown id. */
export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: ['database', 'team', id] as const,
    queryFn: () => orNotFound(getTeam(id)),
    staleTime: STALE_TIME.reference,
  });

/** A team's 赛程 or 赛果, ten a page, beyond the five its detail carries. */
export const teamMatchesQuery = (id: number, type: TeamMatchesType) =>
  infiniteQueryOptions({
    queryKey: ['database', 'team-matches', id, type] as const,
    queryFn: ({ pageParam }) => getTeamMatches(id, type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: STALE_TIME.reference,
  });

/** A team's 数据 for one season (null: the current one); null answer for a season it has no data for. */
export const teamStatsQuery = (id: number, season: { code: string; leagueId: number | null } | null) =>
  queryOptions({
    queryKey: ['database', 'team-stats', id, season?.code ?? null, season?.leagueId ?? null] as const,
    queryFn: () => orNotFound(getTeamStats(id, season)),
    staleTime: STALE_TIME.reference,
  });
