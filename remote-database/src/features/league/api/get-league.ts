import { apiClient, SPORT_API, type LeagueDetailData } from '@jincheng/shared';

/** League, current season and table (404 赛事不存在 for an unknown id). */
export const getLeague = (id: number): Promise<LeagueDetailData> =>
  apiClient().get<LeagueDetailData>(SPORT_API.league(id));
