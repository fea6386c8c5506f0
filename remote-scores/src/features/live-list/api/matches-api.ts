/** The score list's reads: a day's matches, and the days that have matches. */
import {
  SPORT_API,
  SPORT_PAGE_LIMITS,
  apiClient,
  type MatchListData,
  type Sport,
  type MatchDaysData,
} from '@jincheng/shared';

/** A whole day in one call (the list is filtered, grouped and counted on the client, and kept live). */
export function getMatches(sport: Sport, date: string | null, signal?: AbortSignal): Promise<MatchListData> {
  return apiClient().get<MatchListData>(
    SPORT_API.matches,
    { sport, date: date ?? undefined, status: 'all', pageSize: SPORT_PAGE_LIMITS.matchListMax },
    { signal },
  );
}

/** Today ±7 days with match and live counts, for the date bar. */
export function getMatchDays(sport: Sport, signal?: AbortSignal): Promise<MatchDaysData> {
  return apiClient().get<MatchDaysData>(SPORT_API.matchDays, { sport }, { signal });
}
