import { apiClient, SPORT_API, type LeagueScheduleData } from '@jincheng/shared';

/** GET /sportapi/leagues/:id/schedule: the league's current round, for a news article's 相关比赛. */
export function getLeagueRound(leagueId: number): Promise<LeagueScheduleData> {
  return apiClient().get<LeagueScheduleData>(SPORT_API.leagueSchedule(leagueId));
}
