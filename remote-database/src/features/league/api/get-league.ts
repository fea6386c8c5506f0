import { apiClient, SPORT_API, type LeagueDetailData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** League, current season and table (404 赛事不存在 for an unknown id). */
export const getLeague = (id: number): Promise<LeagueDetailData> =>
  apiClient().get<LeagueDetailData>(SPORT_API.league(id), undefined, SHOWS_NOT_FOUND);
