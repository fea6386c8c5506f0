import styles from './screen-pending.module.css';

/** Placeholder blocks while a screen loads: the progress bar says "loading", this keeps the layout still. */
export function ScreenPending({ rows = 6 }: { rows?: number }) {
  return (
    <div className={styles.pending} aria-busy="true" aria-label="正在加载">
      <div className={`${styles.bar} ${styles.title}`} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.bar} />
      ))}
    </div>
  );
}
