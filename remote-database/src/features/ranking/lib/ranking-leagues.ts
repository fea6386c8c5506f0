import type { LeagueItem } from '@jincheng/shared';
import type { LeagueTrees } from '../../league/api/get-league-trees';

/** The big leagues the ranking page offers: the hot leagues of both sports that have a table (no cups). */
export function rankingLeagues(trees: LeagueTrees): LeagueItem[] {
  return [...trees.football.hot, ...trees.basketball.hot].filter((l) => l.kind === 'league');
}

/** The league a `league` query value names, else the first big league. */
export function pickLeague(leagues: readonly LeagueItem[], raw: string | null): LeagueItem | undefined {
  return leagues.find((l) => String(l.id) === raw) ?? leagues[0];
}
