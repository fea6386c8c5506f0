import { MATCH_DETAIL_TYPE, paths, type Sport } from '@jincheng/shared';

/**
 * `{type}` in /matchDetail/{type}/{id} and /basketballDetail/{type}/{id} is the sport code the data feeds
 * use (Nami/TheSports `sport_id`): 1 football, 2 basketball. Each route accepts only its own code; any other
 * type, or a match of the other sport, shows the not-found state (docs/scores.md).
 */
export const DETAIL_TYPE: Record<Sport, string> = {
  football: String(MATCH_DETAIL_TYPE.football),
  basketball: String(MATCH_DETAIL_TYPE.basketball),
};

export function detailPath(sport: Sport, id: number): string {
  return paths.matchOf(sport, id);
}
