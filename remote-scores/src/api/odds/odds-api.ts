import { apiClient, type DayOddsData, type MatchOddsData } from '@jincheng/shared';

/** GET /sportapi/matches/:id/odds (docs/sportapi.md, 指数). A 404 is the detail page's own state. */
export function getMatchOdds(id: number, signal?: AbortSignal): Promise<MatchOddsData> {
  return apiClient().get<MatchOddsData>(`/sportapi/matches/${id}/odds`, undefined, { signal });
}

/** GET /sportapi/odds: one book's current 欧赔 and 亚盘 of every football match of a day (list column). */
export function getDayOdds(
  date: string | undefined,
  book: string,
  signal?: AbortSignal,
): Promise<DayOddsData> {
  return apiClient().get<DayOddsData>('/sportapi/odds', { ...(date ? { date } : {}), book }, { signal });
}
