/** The home widgets' reads: a league's matches and the league tree. */
import { SPORT_API, apiClient, type MatchListData, type Sport, type LeagueTreeData } from '@jincheng/shared';

/** Today's matches of some leagues (the hot ones), without the rest of the day. */
export function getLeagueMatches(
  sport: Sport,
  leagueIds: number[],
  signal?: AbortSignal,
): Promise<MatchListData> {
  return apiClient().get<MatchListData>(
    SPORT_API.matches,
    { sport, leagueIds: leagueIds.join(','), pageSize: 200 },
    { signal },
  );
}

/** The league tree; the widgets use its `hot` list (英超, 西甲 … NBA, CBA). */
export function getLeagueTree(sport: Sport, signal?: AbortSignal): Promise<LeagueTreeData> {
  return apiClient().get<LeagueTreeData>(SPORT_API.leagues, { sport }, { signal });
}
