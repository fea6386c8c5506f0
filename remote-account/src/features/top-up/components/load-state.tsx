import styles from './load-state.module.css';

export function Loading({ label }: { label: string }) {
  return (
    <p className={styles.state} role="status" aria-busy="true">
      {label}
    </p>
  );
}

export interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <div className={styles.state} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function Empty({ children }: { children: string }) {
  return <p className={styles.state}>{children}</p>;
}
