import { paths, type MatchSummary } from '@jincheng/shared';

/** A match's detail screen (owned by remote-scores; `{type}` is the shared sport code). */
export function matchHref(match: Pick<MatchSummary, 'id' | 'sport'>): string {
  return paths.matchOf(match.sport, match.id);
}

/** Team and player routes of one sport. */
export function teamHref(sport: MatchSummary['sport'], teamId: number): string {
  return sport === 'basketball' ? paths.teamLq(teamId) : paths.team(teamId);
}

export function playerHref(sport: MatchSummary['sport'], playerId: number, teamId: number): string {
  return sport === 'basketball' ? paths.playerLq(playerId, teamId) : paths.player(playerId, teamId);
}
