import styles from './stat-bars.module.css';

export interface StatRow {
  label: string;
  home: number;
  away: number;
  suffix?: string;
  /** Digits after the point (xG). */
  decimals?: number;
}

/** One bar per stat: the left and right shares of the total, with both numbers written out. */
export function StatBars({
  rows,
  leftName,
  rightName,
}: {
  rows: StatRow[];
  leftName: string;
  rightName: string;
}) {
  return (
    <div className={styles.stats}>
      <p className={styles.teams}>
        <span>{leftName}</span>
        <span>{rightName}</span>
      </p>
      <ul className={styles.list}>
        {rows.map((r) => {
          const total = r.home + r.away;
          const share = total ? (r.home / total) * 100 : 50;
          return (
            <li key={r.label} className={styles.row}>
              <span className={styles.value}>
                {r.home.toFixed(r.decimals ?? 0)}
                {r.suffix}
              </span>
              <span className={styles.middle}>
                <span className={styles.label}>{r.label}</span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.left} style={{ width: `${share}%` }} />
                  <span className={styles.right} style={{ width: `${100 - share}%` }} />
                </span>
              </span>
              <span className={styles.value}>
                {r.away.toFixed(r.decimals ?? 0)}
                {r.suffix}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
