import type { ReactNode } from 'react';
import { RequestError } from '@jincheng/shared';
import styles from './states.module.css';

export interface ListSkeletonProps {
  rows?: number;
  /** Without the cover block (expert rows, compact widgets). */
  compact?: boolean;
}

/** Grey placeholder rows while a list loads; announced once as 正在加载. */
export function ListSkeleton({ rows = 4, compact = false }: ListSkeletonProps) {
  return (
    <div className={styles.skeleton} role="status" aria-label="正在加载" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.skeletonRow} aria-hidden="true">
          {compact ? null : <span className={styles.skeletonBlock} />}
          <span className={styles.skeletonLines}>
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
            <span className={styles.skeletonLine} />
          </span>
        </div>
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  children: ReactNode;
}

export function EmptyState({ children }: EmptyStateProps) {
  return <div className={styles.box}>{children}</div>;
}

export interface ErrorStateProps {
  error?: unknown;
  onRetry: () => void;
}

/** What went wrong in a sentence a fan understands; the request client has already toasted the detail. */
export function errorText(error: unknown): string {
  if (error instanceof RequestError && error.code === 404) return '内容不存在或已下线';
  return '加载失败，请检查网络后重试';
}

export function ErrorState({ error, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.box} role="alert">
      <p>{errorText(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
