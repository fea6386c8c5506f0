import type { MatchStatus, Sport } from '@jincheng/shared/core';

/** The minute a running football period starts after (its first minute is base + 1). */
function periodBase(status: MatchStatus, minute: number): number | null {
  if (status === 'first_half') return 0;
  if (status === 'second_half') return 45;
  if (status === 'extra_time') return minute > 105 ? 105 : 90;
  return null;
}

export interface ClockColumns {
  sport: Sport;
  status: MatchStatus;
  minute: number | null;
  stoppage: number | null;
  /** Match seconds since kickoff (the simulator's position in the script). */
  simT: number | null;
}

/**
 * When the running football period's clock started, as epoch ms: what the feed gives clients so the minute
 * can tick between events (SofaScore's `currentPeriodStartTimestamp`). The minute is 1-based (`67'` is
 * underway from 66:00), every period starts on a whole minute of match time, so the seconds into the period
 * follow from the minute shown and the seconds of the match clock. The time is counted at one match second
 * per real second; a simulator running faster re-anchors it with every minute it publishes. Null when no
 * football clock is running (before kickoff, half time, the end, basketball).
 */
export function periodStartedAt(m: ClockColumns, nowMs: number): number | null {
  if (m.sport !== 'football' || m.minute === null || m.simT === null) return null;
  const base = periodBase(m.status, m.minute);
  if (base === null) return null;
  const running = m.minute + (m.stoppage ?? 0);
  const seconds = (running - base - 1) * 60 + (Math.round(m.simT) % 60);
  return nowMs - seconds * 1000;
}
