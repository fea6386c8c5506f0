import type { LiveDelta, LiveGoal, LiveSnapshot, MatchSummary } from '@jincheng/shared';

/** One event read from the feed, with its id (ids grow monotonically across both sports). */
export type LiveEvent =
  | { type: 'delta' | 'correction'; id: number; data: LiveDelta }
  | { type: 'goal'; id: number; data: LiveGoal }
  | { type: 'snapshot'; id: number; data: LiveSnapshot };

export interface Highlight {
  kind: 'goal' | 'red';
  side: 'home' | 'away';
  /** Epoch ms; a new highlight of the same row restarts its timer. */
  at: number;
}

/** A list row as the live store keeps it: the summary, the event id it reflects and its highlight. */
export interface LiveMatch extends MatchSummary {
  version: number;
  highlight: Highlight | null;
}

/** Raised when a score rose (never on a correction) or a red card was shown. */
export interface LiveAlert {
  kind: 'goal' | 'red';
  side: 'home' | 'away';
  match: LiveMatch;
  minuteLabel: string;
  playerName: string | null;
}
