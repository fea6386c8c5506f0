import { Link } from 'react-router-dom';
import { RequestError } from '@jincheng/shared';
import type { AsyncState } from '../lib/use-async';
import { ErrorState, ListSkeleton } from './list-states';
import styles from './detail.module.css';

export interface NotFoundProps {
  message: string;
  back: { to: string; label: string };
}

/**
 * A detail URL whose id is not a number, or that the API does not know (404): one message and the way back
 * to the list. The request that found nothing asks the shared client not to toast (`handles: [404]`), so this
 * is the only message on screen.
 */
export function NotFound({ message, back }: NotFoundProps) {
  return (
    <div className={`${styles.panel} ${styles.notFound}`} role="alert" data-state="not-found">
      <h1 className={styles.notFoundTitle}>{message}</h1>
      <Link to={back.to} className={styles.notFoundBack}>
        {back.label}
      </Link>
    </div>
  );
}

export interface DetailFallbackProps {
  state: Exclude<AsyncState<unknown>, { status: 'success' }>;
  onRetry: () => void;
  /** What the screen says when the API has no such item. */
  notFound: NotFoundProps;
}

export const isNotFound = (error: unknown) => error instanceof RequestError && error.code === 404;

/** Loading and failure of a detail screen: skeleton, not-found with the way back, or 重试 for anything else. */
export function DetailFallback({ state, onRetry, notFound }: DetailFallbackProps) {
  if (state.status === 'error' && isNotFound(state.error)) return <NotFound {...notFound} />;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {state.status === 'loading' ? (
          <ListSkeleton rows={3} compact />
        ) : (
          <>
            <ErrorState error={state.error} onRetry={onRetry} />
            <Link to={notFound.back.to} className={styles.notFoundBack}>
              {notFound.back.label}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
