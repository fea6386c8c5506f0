import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed, QueryBoundary } from '@jincheng/shared';
import { ListSkeleton, errorText, failedClasses } from './state-look';
import styles from './detail.module.css';

export interface DetailBoundaryProps {
  /** Where the failure state leads back to. */
  back: { to: string; label: string };
  children: ReactNode;
}

/** Loading and failure of a detail screen: the skeleton, or 重试 and the way back for a failed read. */
export function DetailBoundary({ back, children }: DetailBoundaryProps) {
  return (
    <QueryBoundary
      pending={
        <div className={styles.layout}>
          <div className={styles.main}>
            <ListSkeleton rows={3} compact />
          </div>
        </div>
      }
      failed={(error, retry) => (
        <div className={styles.layout}>
          <div className={styles.main}>
            <LoadFailed message={errorText(error)} onRetry={retry} classes={failedClasses} />
            <Link to={back.to} className={styles.notFoundBack}>
              {back.label}
            </Link>
          </div>
        </div>
      )}
    >
      {children}
    </QueryBoundary>
  );
}
