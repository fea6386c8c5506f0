import { paths, type MatchSummary } from '@jincheng/shared';

/**
 * The `{type}` segment of the match-detail routes. remote-scores defines what it means; until
 * docs/scores.md says otherwise every database link uses 1.
 */
export const MATCH_DETAIL_TYPE = 1;

export function matchHref(match: Pick<MatchSummary, 'id' | 'sport'>): string {
  return match.sport === 'basketball'
    ? paths.basketballDetail(MATCH_DETAIL_TYPE, match.id)
    : paths.matchDetail(MATCH_DETAIL_TYPE, match.id);
}

/** Team and player routes of one sport. */
export function teamHref(sport: MatchSummary['sport'], teamId: number): string {
  return sport === 'basketball' ? paths.teamLq(teamId) : paths.team(teamId);
}

export function playerHref(sport: MatchSummary['sport'], playerId: number, teamId: number): string {
  return sport === 'basketball' ? paths.playerLq(playerId, teamId) : paths.player(playerId, teamId);
}
