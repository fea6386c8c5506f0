import { apiClient, SPORT_API, type BuySolutionData } from '@jincheng/shared';

/**
 * POST /sportapi/solutions/:id/buy (token). Rejects with RequestError code 1000 when signed out or the session
 * is no longer valid (the shared client then logs out) and 402 when the balance is too low; a repeat buy
 * answers `charged: 0` and never charges twice.
 */
export function buySolution(id: number): Promise<BuySolutionData> {
  return apiClient().post<BuySolutionData>(SPORT_API.buySolution(id), {}, { json: true });
}
