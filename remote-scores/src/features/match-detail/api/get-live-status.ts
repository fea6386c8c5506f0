import { SPORT_API, apiClient, type LiveStatusData } from '@jincheng/shared';

/** Where the live feed stands: a detail read after it connects the feed from that id, missing nothing. */
export function getLiveStatus(signal?: AbortSignal): Promise<LiveStatusData> {
  return apiClient().get<LiveStatusData>(SPORT_API.liveStatus, undefined, { signal });
}
