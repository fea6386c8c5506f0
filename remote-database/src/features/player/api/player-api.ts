import { apiClient, SPORT_API, type PlayerDetailData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** Profile, season stats and the last 5 matches with the player's line (404 球员不存在). */
export const getPlayer = (id: number): Promise<PlayerDetailData> =>
  apiClient().get<PlayerDetailData>(SPORT_API.player(id), undefined, SHOWS_NOT_FOUND);
