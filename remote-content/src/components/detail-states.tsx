import { Link } from 'react-router-dom';
import type { AsyncState } from '../lib/use-async';
import { ErrorState, ListSkeleton } from './list-states';
import styles from './detail.module.css';

export interface DetailFallbackProps {
  state: Exclude<AsyncState<unknown>, { status: 'success' }>;
  onRetry: () => void;
}

/** Loading and failure of a detail screen. */
export function DetailFallback({ state, onRetry }: DetailFallbackProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {state.status === 'loading' ? (
          <ListSkeleton rows={3} compact />
        ) : (
          <ErrorState error={state.error} onRetry={onRetry} />
        )}
      </div>
    </div>
  );
}

export interface NotFoundProps {
  message: string;
  back: { to: string; label: string };
}

/** A detail URL without a usable id (e.g. `/specialDetails` or `?id=abc`). */
export function NotFound({ message, back }: NotFoundProps) {
  return (
    <div className={`${styles.panel} ${styles.notFound}`} role="alert">
      <h1 className={styles.asideTitle}>{message}</h1>
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
}
