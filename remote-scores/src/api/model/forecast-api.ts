import { apiClient, type MatchForecastData } from '@jincheng/shared';

/** GET /sportapi/matches/:id/forecast (docs/sportapi.md, 数据模型): the model's frozen forecast of a match. */
export function getMatchForecast(id: number, signal?: AbortSignal): Promise<MatchForecastData> {
  return apiClient().get<MatchForecastData>(`/sportapi/matches/${id}/forecast`, undefined, { signal });
}
