import { apiClient, SPORT_API, type LeagueScheduleData } from '@jincheng/shared';

/** One round's matches; without a round, the current one. */
export const getLeagueSchedule = (id: number, round?: number): Promise<LeagueScheduleData> =>
  apiClient().get<LeagueScheduleData>(SPORT_API.leagueSchedule(id), { round });
