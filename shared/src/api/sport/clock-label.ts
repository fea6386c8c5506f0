import type { MatchSummary } from './match';
import { MATCH_STATUS_LABELS, type MatchStatus } from './status';
import { beijingTime } from '../../utils/shanghai-time';

/** `HH:mm` of an instant in Beijing time (utils/shanghai-time.ts; kept here too, where list rows have long found it). */
export { beijingTime };

/**
 * The status column's text, one implementation for the server (every list row) and the browser (recomputed
 * after every live delta, which carries the raw fields, not the label).
 */
export type ClockFields = Pick<
  MatchSummary,
  'status' | 'minute' | 'stoppage' | 'period' | 'clock' | 'kickoff' | 'kickoffTbd'
>;

/** A game clock as `MM:SS` (basketball's period clock): `05:12`, `00:00` for anything below zero. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const PERIODS = ['第一节', '第二节', '第三节', '第四节'];

/** A basketball period by number: 第一节 … 第四节, then 加时1, 加时2 … */
export function periodLabel(period: number): string {
  return PERIODS[period - 1] ?? `加时${period - 4}`;
}

/** `67'`, `45+2'`, `中场`, `第三节 05:12`, `加时1 02:00`, `完场`, or the kickoff time (`待定` when not fixed). */
export function clockLabel(m: ClockFields): string {
  switch (m.status) {
    case 'scheduled':
      return m.kickoffTbd ? '待定' : beijingTime(m.kickoff);
    case 'first_half':
    case 'second_half':
    case 'extra_time':
      return m.stoppage ? `${m.minute ?? 0}+${m.stoppage}'` : `${m.minute ?? 0}'`;
    case 'q1':
    case 'q2':
    case 'q3':
    case 'q4':
      return `${MATCH_STATUS_LABELS[m.status]} ${formatClock(m.clock ?? 0)}`;
    case 'overtime':
      return `${periodLabel(m.period ?? 5)} ${formatClock(m.clock ?? 0)}`;
    default:
      return MATCH_STATUS_LABELS[m.status];
  }
}

/** Whether the minute is running (the list blinks its apostrophe, as fans know it from the big sites). */
export function isRunningMinute(status: MatchStatus): boolean {
  return status === 'first_half' || status === 'second_half' || status === 'extra_time';
}
