import type { MatchSummary } from '@jincheng/shared';

export type RunningFields = Pick<MatchSummary, 'status' | 'minute' | 'stoppage' | 'periodStartedAt'>;

/** The minutes a running period spans: (start, regular end]. */
function periodOf(status: MatchSummary['status'], minute: number): [number, number] | null {
  if (status === 'first_half') return [0, 45];
  if (status === 'second_half') return [45, 90];
  if (status === 'extra_time') return minute > 105 ? [105, 120] : [90, 105];
  return null;
}

/**
 * The minute a running football period shows at `now`, ticking between feed events from the period's start
 * time the feed gives: `67'`, never less than the feed's own minute. Past the regular end of the period the
 * clock says only what is known: the feed's stoppage figure (`45+2'`) or just `45+'` / `90+'`. Null when no
 * clock runs (half time stops it; so do a missing start time, the end and basketball), and the caller keeps
 * the feed's label.
 */
export function runningMinuteLabel(m: RunningFields, now: number): string | null {
  if (m.periodStartedAt === null || m.periodStartedAt === undefined || m.minute === null) return null;
  const period = periodOf(m.status, m.minute);
  if (!period) return null;
  const [start, end] = period;
  const fromFeed = m.minute + (m.stoppage ?? 0);
  const ticked = start + Math.floor(Math.max(0, now - m.periodStartedAt) / 60_000) + 1;
  const running = Math.max(fromFeed, ticked);
  if (running <= end) return `${running}'`;
  return fromFeed > end ? `${end}+${fromFeed - end}'` : `${end}+'`;
}
