/** One solution: read it, buy it. */
import { apiClient, SPORT_API, type SolutionDetailData, type BuySolutionData } from '@jincheng/shared';

/** GET /sportapi/solutions/:id: the free part for everyone; `analysis` and `pick` for a buyer (token). */
export function getSolution(id: number): Promise<SolutionDetailData> {
  // The screen shows its own not-found state, so the client's 404 toast would only repeat it.
  return apiClient().get<SolutionDetailData>(SPORT_API.solution(id), undefined, { handles: [404] });
}

/**
 * POST /sportapi/solutions/:id/buy (token). Rejects with RequestError code 1000 when signed out or the session
 * is no longer valid (the shared client then logs out) and 402 when the balance is too low; a repeat buy
 * answers `charged: 0` and never charges twice.
 */
export function buySolution(id: number): Promise<BuySolutionData> {
  return apiClient().post<BuySolutionData>(SPORT_API.buySolution(id), {}, { json: true });
}
