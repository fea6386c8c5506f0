import type { MatchStatus } from '@jincheng/shared/core';

/**
 * Seconds of a match already played: the whole match (`end`, its script's length) once finished or abandoned,
 * none (-1) before kickoff.
 */
export function playedSeconds(row: { status: MatchStatus; sim_t: number | null }, end: number): number {
  if (row.status === 'finished' || row.status === 'abandoned') return row.sim_t ?? end;
  return row.sim_t ?? -1;
}

/** Whether a match has ended: its record is stored (facts/match-records.ts) and no longer changes. */
export const hasEnded = (status: MatchStatus) => status === 'finished' || status === 'abandoned';
