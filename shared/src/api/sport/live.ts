import type { ScorePair, Sport } from './common';
import type { MatchStatus } from './status';

/**
 * Server-Sent Events on `GET /sportapi/live?sport=football|basketball|all&lastEventId=N`.
 * Every event but heartbeats carries an `id:`; ids grow monotonically (not contiguously: they are shared by
 * both sports). Heartbeats are SSE comment lines (`: hb`) every 15 s.
 */
export type LiveEventName = 'snapshot' | 'delta' | 'goal' | 'correction';

/** A flat patch of MatchSummary fields that changed; absent keys did not change. */
export interface MatchChanges {
  status?: MatchStatus;
  minute?: number | null;
  stoppage?: number | null;
  /** Sent with every new minute and status of a running football period (see MatchSummary). */
  periodStartedAt?: number | null;
  period?: number | null;
  clock?: number | null;
  homeScore?: number;
  awayScore?: number;
  halfTime?: ScorePair;
  homeYellow?: number;
  awayYellow?: number;
  homeRed?: number;
  awayRed?: number;
  homeCorners?: number;
  awayCorners?: number;
  periods?: ScorePair[];
}

export interface LiveDelta {
  matchId: number;
  sport: Sport;
  changes: MatchChanges;
  /** Server time of the change, epoch ms. */
  at: number;
}

/** Sent only when a score rose. */
export interface LiveGoal extends LiveDelta {
  side: 'home' | 'away';
  minuteLabel: string;
  playerName: string | null;
  kind: 'goal' | 'penalty' | 'own_goal' | 'score2' | 'score3' | 'free_throw';
}

/** A score fell or was rewritten (VAR, data fix): update the numbers, never announce a goal. */
export interface LiveCorrection extends LiveDelta {
  reason: string;
}

export interface LiveMatchState extends MatchChanges {
  matchId: number;
  sport: Sport;
}

/** Sent on first connect and when the client's Last-Event-ID is older than the server's buffer. */
export interface LiveSnapshot {
  /** Whether this replaces state after a gap (true) or starts a fresh connection (false). */
  resync: boolean;
  matches: LiveMatchState[];
}

export interface LiveStatusData {
  lastEventId: number;
  oldestBufferedId: number | null;
  clients: number;
  simulator: { running: boolean; speed: number; liveMatches: number };
}
