import { SPORT_API, apiClient, type MatchDaysData, type Sport } from '@jincheng/shared';

/** Today ±7 days with match and live counts, for the date bar. */
export function getMatchDays(sport: Sport, signal?: AbortSignal): Promise<MatchDaysData> {
  return apiClient().get<MatchDaysData>(SPORT_API.matchDays, { sport }, { signal });
}
