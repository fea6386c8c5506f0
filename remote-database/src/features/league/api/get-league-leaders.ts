import { apiClient, SPORT_API, type LeaderType, type Page, type PlayerLeaderRow } from '@jincheng/shared';

export const LEADERS_PAGE_SIZE = 30;

/** 射手榜/助攻榜 (football totals) or 得分/篮板/助攻 (basketball per game). */
export const getLeagueLeaders = (id: number, type: LeaderType): Promise<Page<PlayerLeaderRow>> =>
  apiClient().get<Page<PlayerLeaderRow>>(SPORT_API.leagueLeaders(id), { type, pageSize: LEADERS_PAGE_SIZE });
