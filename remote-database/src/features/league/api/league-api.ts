import {
  apiClient,
  SPORT_API,
  type LeagueDetailData,
  type LeagueScheduleData,
  type LeaderType,
  type LeadersPage,
} from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** The league screen's reads: league and table, one round of the schedule, the leader boards. */

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

/** One round's matches; without a round, the current one; without a season, the current season. */
export const getLeagueSchedule = (
  id: number,
  round?: number,
  season: string | null = null,
): Promise<LeagueScheduleData> =>
  apiClient().get<LeagueScheduleData>(
    SPORT_API.leagueSchedule(id),
    season === null ? { round } : { round, season },
    SHOWS_NOT_FOUND,
  );

export const LEADERS_PAGE_SIZE = 30;

/**
 * 射手榜/助攻榜 (football totals) or 得分/篮板/助攻 (basketball per game) of the current season, or of a past
 * one by its code (the real leaders where a source has them, else an empty list with the reason in `note`).
 */
export const getLeagueLeaders = (
  id: number,
  type: LeaderType,
  season: string | null = null,
): Promise<LeadersPage> =>
  apiClient().get<LeadersPage>(
    SPORT_API.leagueLeaders(id),
    season === null ? { type, pageSize: LEADERS_PAGE_SIZE } : { type, season, pageSize: LEADERS_PAGE_SIZE },
  );
