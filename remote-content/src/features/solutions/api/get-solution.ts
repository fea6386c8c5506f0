import { apiClient, SPORT_API, type SolutionDetailData } from '@jincheng/shared';

/** GET /sportapi/solutions/:id: the free part for everyone; `analysis` and `pick` for a buyer (token). */
export function getSolution(id: number): Promise<SolutionDetailData> {
  // The screen shows its own not-found state, so the client's 404 toast would only repeat it.
  return apiClient().get<SolutionDetailData>(SPORT_API.solution(id), undefined, { handles: [404] });
}
