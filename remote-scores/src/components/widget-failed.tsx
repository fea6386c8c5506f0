import styles from './hot-matches.module.css';

/** A widget whose read failed: one line and 重试 (the request client has toasted the detail). */
export function WidgetFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className={styles.note} role="alert">
      {what}加载失败{' '}
      <button type="button" onClick={onRetry} className={styles.retry}>
        重试
      </button>
    </p>
  );
}
