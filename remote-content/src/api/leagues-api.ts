import { apiClient, SPORT_API, type LeagueTreeData, type Sport } from '@jincheng/shared';

export type HotLeague = LeagueTreeData['hot'][number];

/** The hot leagues of a sport (GET /sportapi/leagues), for the league filters. */
export async function getHotLeagues(sport: Sport): Promise<HotLeague[]> {
  return (await apiClient().get<LeagueTreeData>(SPORT_API.leagues, { sport })).hot;
}
