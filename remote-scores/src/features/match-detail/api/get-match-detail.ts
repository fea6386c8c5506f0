import { SPORT_API, apiClient, type MatchDetail } from '@jincheng/shared';

/** GET /sportapi/matches/:id. A 404 is the screen's own 比赛不存在 state, so the client does not toast it. */
export function getMatchDetail(id: number, signal?: AbortSignal): Promise<MatchDetail> {
  return apiClient().get<MatchDetail>(SPORT_API.match(id), undefined, { signal, handles: [404] });
}
