import { apiClient, SPORT_API, type PlayerDetailData } from '@jincheng/shared';

/** Profile, season stats and the last 5 matches with the player's line (404 球员不存在). */
export const getPlayer = (id: number): Promise<PlayerDetailData> =>
  apiClient().get<PlayerDetailData>(SPORT_API.player(id));
