import { SPORT_API, apiClient, type LeagueTreeData, type Sport } from '@jincheng/shared';

/** The league tree; the widgets use its `hot` list (英超, 西甲 … NBA, CBA). */
export function getLeagueTree(sport: Sport, signal?: AbortSignal): Promise<LeagueTreeData> {
  return apiClient().get<LeagueTreeData>(SPORT_API.leagues, { sport }, { signal });
}
