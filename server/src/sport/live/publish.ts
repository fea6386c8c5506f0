import type {
  LiveCorrection,
  LiveEventName,
  LiveDelta,
  LiveGoal,
  MatchChanges,
  Sport,
} from '@jincheng/shared/core';
import type { MatchState } from '../engine/types';

const FIELDS: Array<[keyof MatchState, keyof MatchChanges]> = [
  ['status', 'status'],
  ['minute', 'minute'],
  ['stoppage', 'stoppage'],
  ['period', 'period'],
  ['clock', 'clock'],
  ['homeScore', 'homeScore'],
  ['awayScore', 'awayScore'],
  ['homeYellow', 'homeYellow'],
  ['awayYellow', 'awayYellow'],
  ['homeRed', 'homeRed'],
  ['awayRed', 'awayRed'],
  ['homeCorners', 'homeCorners'],
  ['awayCorners', 'awayCorners'],
];

/** The flat patch between two states: only what changed. */
export function diffState(prev: MatchState, next: MatchState): MatchChanges {
  const changes: Record<string, unknown> = {};
  for (const [from, to] of FIELDS) if (prev[from] !== next[from]) changes[to] = next[from];
  if (
    next.homeHt !== null &&
    next.awayHt !== null &&
    (prev.homeHt !== next.homeHt || prev.awayHt !== next.awayHt)
  ) {
    changes.halfTime = { home: next.homeHt, away: next.awayHt };
  }
  if (JSON.stringify(prev.periods) !== JSON.stringify(next.periods)) changes.periods = next.periods;
  return changes as MatchChanges;
}

function minuteLabel(s: MatchState): string {
  if (s.minute === null) return '';
  return s.stoppage ? `${s.minute}+${s.stoppage}'` : `${s.minute}'`;
}

/** A live event before it has an id: what the feed stores and every instance's hub sends. */
export interface LiveEventDraft {
  name: LiveEventName;
  sport: Sport;
  payload: LiveDelta | LiveGoal | LiveCorrection;
}

/**
 * A goal is announced only when a score rose and neither fell; a score that fell (VAR, data fix) is a
 * correction; everything else is a plain delta.
 */
export function liveEventOf(
  matchId: number,
  sport: Sport,
  prev: MatchState,
  next: MatchState,
  changes: MatchChanges,
  scorer: string | null,
  scoreKind: string | null,
  at = Date.now(),
): LiveEventDraft {
  const base: LiveDelta = { matchId, sport, changes, at };
  const homeUp = next.homeScore > prev.homeScore;
  const awayUp = next.awayScore > prev.awayScore;
  const down = next.homeScore < prev.homeScore || next.awayScore < prev.awayScore;
  if (down) {
    const correction: LiveCorrection = {
      ...base,
      reason: sport === 'football' ? 'VAR 判罚进球无效' : '比分更正',
    };
    return { name: 'correction', sport, payload: correction };
  }
  if (homeUp || awayUp) {
    const kind = (scoreKind ?? 'goal') as LiveGoal['kind'];
    const goal: LiveGoal = {
      ...base,
      side: homeUp ? 'home' : 'away',
      minuteLabel: minuteLabel(next),
      playerName: scorer,
      kind,
    };
    return { name: 'goal', sport, payload: goal };
  }
  return { name: 'delta', sport, payload: base };
}
