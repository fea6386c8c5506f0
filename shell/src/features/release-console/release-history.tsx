import type { HistoryEntry } from '@jincheng/shared/core';
import { actionLabel, beijingTime } from './release-format';
import styles from './release-console.module.css';

/** The app's last changes, newest first, as the API gives them. */
export function ReleaseHistory({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <p className={styles.muted}>暂无发布记录</p>;
  return (
    <ol className={styles.history}>
      {history.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className={styles.historyItem}>
          <time dateTime={entry.at} className={styles.historyTime}>
            {beijingTime(entry.at)}
          </time>
          <span className={styles.historyAction}>
            {actionLabel(entry)}
            {entry.forced ? <span className={styles.forced}>强制</span> : null}
          </span>
          <code className={styles.historyVersion}>
            {entry.from ? `${entry.from} → ` : ''}
            {entry.version || '—'}
          </code>
          <span className={styles.historyNote}>
            {entry.by}
            {entry.why ? ` · ${entry.why}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
