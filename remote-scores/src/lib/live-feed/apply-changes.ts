import {
  MATCH_STATUS_LABELS,
  clockLabel,
  phaseOf,
  type MatchChanges,
  type MatchSummary,
} from '@jincheng/shared';

/** Merges a flat live patch (delta or snapshot entry) into a list row; labels and phase are derived again. */
export function applyChanges<T extends MatchSummary>(match: T, c: MatchChanges): T {
  const next: T = { ...match };
  if (c.status !== undefined) {
    next.status = c.status;
    next.statusLabel = MATCH_STATUS_LABELS[c.status];
    next.phase = phaseOf(c.status);
  }
  if (c.minute !== undefined) next.minute = c.minute;
  if (c.stoppage !== undefined) next.stoppage = c.stoppage;
  if (c.periodStartedAt !== undefined) next.periodStartedAt = c.periodStartedAt;
  if (c.period !== undefined) next.period = c.period;
  if (c.clock !== undefined) next.clock = c.clock;
  if (c.homeScore !== undefined) next.homeScore = c.homeScore;
  if (c.awayScore !== undefined) next.awayScore = c.awayScore;
  if (c.halfTime !== undefined) next.halfTime = c.halfTime;
  if (c.periods !== undefined) next.periods = c.periods;
  if (
    c.homeYellow !== undefined ||
    c.awayYellow !== undefined ||
    c.homeRed !== undefined ||
    c.awayRed !== undefined
  ) {
    next.cards = {
      homeYellow: c.homeYellow ?? match.cards.homeYellow,
      awayYellow: c.awayYellow ?? match.cards.awayYellow,
      homeRed: c.homeRed ?? match.cards.homeRed,
      awayRed: c.awayRed ?? match.cards.awayRed,
    };
  }
  if (c.homeCorners !== undefined || c.awayCorners !== undefined) {
    next.corners = {
      home: c.homeCorners ?? match.corners?.home ?? 0,
      away: c.awayCorners ?? match.corners?.away ?? 0,
    };
  }
  // A kickoff delta carries only the status: the score is 0-0 from then on, not "not started".
  if (next.phase === 'live' || next.phase === 'finished') {
    next.homeScore ??= 0;
    next.awayScore ??= 0;
    if (next.sport === 'football') next.corners ??= { home: 0, away: 0 };
  }
  next.clockLabel = clockLabel(next);
  return next;
}
