import {
  apiClient,
  SPORT_API,
  type PlayerDetailData,
  type PlayerSeasonLineData,
  type SearchData,
} from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** Profile, season stats and the last 5 matches with the player's line (404 球员不存在). */
export const getPlayer = (id: number): Promise<PlayerDetailData> =>
  apiClient().get<PlayerDetailData>(SPORT_API.player(id), undefined, SHOWS_NOT_FOUND);

/** A player's current season summed from his match lines (the comparison; 404 球员不存在). */
export const getPlayerSeason = (id: number): Promise<PlayerSeasonLineData> =>
  apiClient().get<PlayerSeasonLineData>(SPORT_API.playerSeason(id), undefined, SHOWS_NOT_FOUND);

/** The header search's answer, for picking a player to compare with. */
export const searchPlayers = (q: string): Promise<SearchData> =>
  apiClient().get<SearchData>(SPORT_API.search, { q, limit: 20 });
