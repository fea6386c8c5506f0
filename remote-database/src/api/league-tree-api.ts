import { apiClient, SPORT_API, type LeagueTreeData, type Sport } from '@jincheng/shared';

/** Hot leagues and regions → countries → leagues of one sport. */
export const getLeagueTree = (sport: Sport): Promise<LeagueTreeData> =>
  apiClient().get<LeagueTreeData>(SPORT_API.leagues, { sport });
