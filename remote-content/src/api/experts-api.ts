import { apiClient, SPORT_API, type ExpertListQuery, type ExpertSummary, type Page } from '@jincheng/shared';

/** GET /sportapi/experts: experts sorted by hit rate, streak or followers. */
export function getExperts(query: ExpertListQuery): Promise<Page<ExpertSummary>> {
  return apiClient().get<Page<ExpertSummary>>(SPORT_API.experts, { ...query });
}
