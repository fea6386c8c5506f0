import { isRunningMinute } from '../features/live-feed/clock-label';
import type { LiveMatch } from '../features/live-feed/live-types';
import styles from './status-text.module.css';

/** The status column: a running minute blinks its apostrophe; phases differ in text, not only in colour. */
export function StatusText({ match }: { match: LiveMatch }) {
  const running = isRunningMinute(match.status);
  // The kickoff time has its own column: a match to come says so in words.
  const text =
    match.status === 'scheduled' ? '未开赛' : running ? match.clockLabel.replace(/'$/, '') : match.clockLabel;
  return (
    <span className={styles[match.phase]}>
      {text}
      {running && (
        <span className={styles.tick} aria-hidden="true">
          &apos;
        </span>
      )}
    </span>
  );
}
