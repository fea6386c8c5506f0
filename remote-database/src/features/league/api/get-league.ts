import { apiClient, SPORT_API, type LeagueDetailData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/**
 * League, season and table: the current season, or the past one of that code (2024-25). 404 for an unknown
 * id (赛事不存在) or a season the league does not have (该赛季暂无数据).
 */
export const getLeague = (id: number, season: string | null = null): Promise<LeagueDetailData> =>
  apiClient().get<LeagueDetailData>(
    SPORT_API.league(id),
    season === null ? undefined : { season },
    SHOWS_NOT_FOUND,
  );
