import { paths, type MatchSummary } from '@jincheng/shared';

/** URL of a match's detail screen (owned by remote-scores; `{type}` is the shared sport code). */
export function matchDetailPath(match: Pick<MatchSummary, 'id' | 'sport'>): string {
  return paths.matchOf(match.sport, match.id);
}
