import { apiClient, SPORT_API, type BuySolutionData } from '@jincheng/shared';

/**
 * POST /sportapi/solutions/:id/buy (token). Rejects with RequestError code 401 when signed out and 402 when
 * the balance is too low; a repeat buy answers `charged: 0` and never charges twice.
 */
export function buySolution(id: number): Promise<BuySolutionData> {
  return apiClient().post<BuySolutionData>(SPORT_API.buySolution(id), {}, { json: true });
}
