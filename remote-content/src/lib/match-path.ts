import { paths, type MatchSummary } from '@jincheng/shared';

/**
 * URL of a match's detail screen (owned by remote-scores). The `{type}` segment is 1 for now: scores has not
 * published what else it may carry, and it routes every type the same way.
 */
export const MATCH_DETAIL_TYPE = 1;

export function matchDetailPath(match: Pick<MatchSummary, 'id' | 'sport'>): string {
  return match.sport === 'basketball'
    ? paths.basketballDetail(MATCH_DETAIL_TYPE, match.id)
    : paths.matchDetail(MATCH_DETAIL_TYPE, match.id);
}
