import { apiClient, SPORT_API, type Page, type SolutionSummary } from '@jincheng/shared';

/** GET /sportapi/solutions?matchId=: the experts' solutions for one match (free part only). */
export function getMatchSolutions(matchId: number): Promise<Page<SolutionSummary>> {
  return apiClient().get<Page<SolutionSummary>>(SPORT_API.solutions, { matchId, pageSize: 5 });
}
