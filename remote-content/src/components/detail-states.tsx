import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { QueryBoundary } from '@jincheng/shared';
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

function DetailPending() {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ListSkeleton rows={3} compact />
      </div>
    </div>
  );
}

function DetailFailed({
  error,
  onRetry,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  back: NotFoundProps['back'];
}) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <ErrorState error={error} onRetry={onRetry} />
        <Link to={back.to} className={styles.notFoundBack}>
          {back.label}
        </Link>
      </div>
    </div>
  );
}

export interface DetailBoundaryProps {
  /** Where the failure state leads back to. */
  back: NotFoundProps['back'];
  children: ReactNode;
}

/** Loading and failure of a detail screen: the skeleton, or 重试 and the way back for a failed read. */
export function DetailBoundary({ back, children }: DetailBoundaryProps) {
  return (
    <QueryBoundary
      pending={<DetailPending />}
      failed={(error, retry) => <DetailFailed error={error} onRetry={retry} back={back} />}
    >
      {children}
    </QueryBoundary>
  );
}
