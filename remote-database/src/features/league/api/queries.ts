import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, orNotFound, type LeaderType } from '@jincheng/shared';
import { getLeague, getLeagueLeaders, getLeagueSchedule } from './league-api';

/** League, season (the current one, or a past one by its code) and table; null for an unknown id or season. */
export const leagueQuery = (id: number, season: string | null = null) =>
  queryOptions({
    queryKey: ['database', 'league', id, season] as const,
    queryFn: () => orNotFound(getLeague(id, season)),
    staleTime: STALE_TIME.reference,
  });

/** One round of a league's schedule (of a past season by its code); null for a round it does not have. */
export const scheduleQuery = (leagueId: number, round: number, season: string | null = null) =>
  queryOptions({
    queryKey: ['database', 'schedule', leagueId, round, season] as const,
    queryFn: () => orNotFound(getLeagueSchedule(leagueId, round, season)),
    staleTime: STALE_TIME.reference,
  });

/** A league's 射手榜/助攻榜 (or basketball boards), of the current season or a past one by its code. */
export const leagueLeadersQuery = (leagueId: number, type: LeaderType, season: string | null = null) =>
  queryOptions({
    queryKey: ['database', 'leaders', leagueId, type, season] as const,
    queryFn: () => getLeagueLeaders(leagueId, type, season),
    staleTime: STALE_TIME.reference,
  });
