import { SPORT_API, apiClient, type MatchListData, type Sport } from '@jincheng/shared';

/** Today's matches of some leagues (the hot ones), without the rest of the day. */
export function getLeagueMatches(
  sport: Sport,
  leagueIds: number[],
  signal?: AbortSignal,
): Promise<MatchListData> {
  return apiClient().get<MatchListData>(
    SPORT_API.matches,
    { sport, leagueIds: leagueIds.join(','), pageSize: 200 },
    { signal },
  );
}
