import { apiClient, SPORT_API, type LeagueScheduleData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

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
