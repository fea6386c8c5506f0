import { MATCH_STATUS_LABELS, formatDate, type MatchSummary } from '@jincheng/shared';

export type ClockFields = Pick<
  MatchSummary,
  'status' | 'minute' | 'stoppage' | 'period' | 'clock' | 'kickoff' | 'kickoffTbd'
>;

function clockText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * What the status column prints, recomputed on the client after every delta (deltas carry the raw fields,
 * not the label): `67'`, `45+2'`, `中场`, `第三节 05:12`, `加时1 02:00`, `完场`, or the kickoff time.
 */
export function clockLabel(m: ClockFields): string {
  const label = MATCH_STATUS_LABELS[m.status];
  switch (m.status) {
    case 'scheduled':
      return m.kickoffTbd ? '待定' : formatDate(m.kickoff, 'HH:mm');
    case 'first_half':
    case 'second_half':
    case 'extra_time':
      return m.stoppage ? `${m.minute ?? 0}+${m.stoppage}'` : `${m.minute ?? 0}'`;
    case 'q1':
    case 'q2':
    case 'q3':
    case 'q4':
      return `${label} ${clockText(m.clock ?? 0)}`;
    case 'overtime':
      return `加时${(m.period ?? 5) - 4} ${clockText(m.clock ?? 0)}`;
    default:
      return label;
  }
}

/** Whether the minute is running (the list blinks its apostrophe, as fans know it from the big sites). */
export function isRunningMinute(status: MatchSummary['status']): boolean {
  return status === 'first_half' || status === 'second_half' || status === 'extra_time';
}
