import { apiClient, SPORT_API, type LeagueScheduleData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** One round's matches; without a round, the current one. */
export const getLeagueSchedule = (id: number, round?: number): Promise<LeagueScheduleData> =>
  apiClient().get<LeagueScheduleData>(SPORT_API.leagueSchedule(id), { round }, SHOWS_NOT_FOUND);
