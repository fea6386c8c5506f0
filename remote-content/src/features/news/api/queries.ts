import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '@jincheng/shared';
import { getLeagueRound } from './news-api';

/** A news article's 相关比赛: its league's current round. */
export const leagueRoundQuery = (leagueId: number) =>
  queryOptions({
    queryKey: ['content', 'league-round', leagueId] as const,
    queryFn: () => getLeagueRound(leagueId),
    staleTime: STALE_TIME.live,
  });
