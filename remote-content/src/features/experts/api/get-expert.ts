import { apiClient, SPORT_API, type ExpertDetailData } from '@jincheng/shared';

/** GET /sportapi/experts/:id: profile, stats, 10 latest solutions and whether the caller follows. */
export function getExpert(id: number): Promise<ExpertDetailData> {
  return apiClient().get<ExpertDetailData>(SPORT_API.expert(id));
}
