import { apiClient, SPORT_API, type LeagueTreeData, type Sport } from '@jincheng/shared';

export type HotLeague = LeagueTreeData['hot'][number];

const cache = new Map<Sport, Promise<HotLeague[]>>();

/** The hot leagues of a sport (GET /sportapi/leagues), for the league filters; asked once per page load. */
export function getHotLeagues(sport: Sport): Promise<HotLeague[]> {
  let hit = cache.get(sport);
  if (!hit) {
    hit = apiClient()
      .get<LeagueTreeData>(SPORT_API.leagues, { sport })
      .then((tree) => tree.hot);
    hit.catch(() => cache.delete(sport));
    cache.set(sport, hit);
  }
  return hit;
}
