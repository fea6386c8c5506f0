import { apiClient, SPORT_API, type SolutionDetailData } from '@jincheng/shared';

/** GET /sportapi/solutions/:id: the free part for everyone; `analysis` and `pick` for a buyer (token). */
export function getSolution(id: number): Promise<SolutionDetailData> {
  return apiClient().get<SolutionDetailData>(SPORT_API.solution(id));
}
