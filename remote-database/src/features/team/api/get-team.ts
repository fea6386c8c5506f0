import { apiClient, SPORT_API, type TeamDetailData } from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** Profile, squad, season stats, next 5 fixtures and last 5 results (404 球队不存在). */
export const getTeam = (id: number): Promise<TeamDetailData> =>
  apiClient().get<TeamDetailData>(SPORT_API.team(id), undefined, SHOWS_NOT_FOUND);
