import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed, type LoadFailedProps } from '@jincheng/shared';
import styles from './page-state.module.css';

export interface SkeletonProps {
  /** Grey lines to draw. */
  lines?: number;
  label?: string;
}

/** Placeholder blocks while a card's data loads. */
export function Skeleton({ lines = 6, label = '加载中' }: SkeletonProps) {
  return (
    <div className={styles.skeleton} aria-busy="true" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} style={{ width: `${92 - ((i * 17) % 30)}%` }} />
      ))}
    </div>
  );
}

export type LoadErrorProps = Pick<LoadFailedProps, 'message' | 'onRetry'>;

/** The shared failure block (message, 重试) in the database's look. */
export function LoadError(props: LoadErrorProps) {
  return <LoadFailed {...props} classes={{ root: styles.state, text: styles.text, retry: styles.retry }} />;
}

export interface EmptyStateProps {
  children: ReactNode;
}

export function EmptyState({ children }: EmptyStateProps) {
  return <p className={styles.empty}>{children}</p>;
}

export interface NotFoundProps {
  /** e.g. 球队 */
  what: string;
  children?: ReactNode;
}

/** An id the API does not know (404) or that is not an id at all. */
export function NotFound({ what, children }: NotFoundProps) {
  return (
    <section className={styles.notFound} aria-labelledby="db-not-found" data-state="not-found">
      <h2 id="db-not-found" className={styles.title}>
        未找到该{what}
      </h2>
      <p className={styles.text}>{children ?? `链接中的${what}编号不存在，可能已被移除或输入有误。`}</p>
      <p className={styles.links}>
        <Link to="/league">返回赛事资料库</Link>
        <Link to="/ranking">查看排行榜</Link>
      </p>
    </section>
  );
}
