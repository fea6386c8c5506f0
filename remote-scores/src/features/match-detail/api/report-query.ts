import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '@jincheng/shared';
import { getMatchReport } from './match-detail-api';

/**
 * The 战报 link above a finished match's 赛况 / 比分 tab. In a module of its own: queries.ts is in the scores
 * list's first load (hover prefetch of match detail), this is only needed once a detail page is open.
 */
export const matchReportQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['scores', 'match-report', matchId] as const,
    queryFn: ({ signal }) => getMatchReport(matchId, signal),
    staleTime: STALE_TIME.content,
  });
