import { SPORT_API, apiClient, type MatchDetail } from '@jincheng/shared';

export function getMatchDetail(id: number, signal?: AbortSignal): Promise<MatchDetail> {
  return apiClient().get<MatchDetail>(SPORT_API.match(id), undefined, { signal });
}
