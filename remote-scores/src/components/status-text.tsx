import { formatDate, isRunningMinute } from '@jincheng/shared';
import type { LiveMatch } from '../lib/live-feed/live-types';
import { runningMinuteLabel } from '../lib/live-feed/running-minute';
import styles from './status-text.module.css';
import { useTickingLabel } from '../hooks/use-ticking-label';

export interface StatusTextProps {
  match: LiveMatch;
  /** Cards without a kickoff column say when a match to come starts (`20:30 未开赛`). */
  withKickoff?: boolean;
}

/** `20:30`, or `11-25 20:30` when the match is not on today's Shanghai date; `待定` when not fixed. */
export function kickoffText(match: Pick<LiveMatch, 'kickoff' | 'kickoffTbd'>, now = Date.now()): string {
  if (match.kickoffTbd) return `${formatDate(match.kickoff, 'MM-DD')} 待定`;
  const sameDay = formatDate(match.kickoff, 'YYYY-MM-DD') === formatDate(now, 'YYYY-MM-DD');
  return formatDate(match.kickoff, sameDay ? 'HH:mm' : 'MM-DD HH:mm');
}

/**
 * The status column: a running minute ticks between feed events and blinks its apostrophe; phases differ in
 * text, not only in colour.
 */
export function StatusText({ match, withKickoff = false }: StatusTextProps) {
  const running = isRunningMinute(match.status);
  const ticking = useTickingLabel(running, (now) => runningMinuteLabel(match, now));
  const label = ticking ?? match.clockLabel;
  // In a list the kickoff time has its own column: a match to come says so in words.
  const text =
    match.status === 'scheduled'
      ? withKickoff
        ? `${kickoffText(match)} 未开赛`
        : '未开赛'
      : running
        ? label.replace(/'$/, '')
        : label;
  // The label depends on the moment of rendering: a page hydrated a little after the server rendered it keeps
  // the server's text for the hydrating render (the clock store renders the current one right after).
  return (
    <span
      className={styles[match.phase]}
      data-running-minute={running ? label : undefined}
      suppressHydrationWarning
    >
      {text}
      {running && (
        <span className={styles.tick} aria-hidden="true">
          &apos;
        </span>
      )}
    </span>
  );
}
