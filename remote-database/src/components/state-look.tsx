import type { ReactNode } from 'react';
import {
  LoadFailed,
  LoadingState,
  NotFoundState,
  type EmptyStateClasses,
  type NotFoundStateProps,
  type QueryViewProps,
} from '@jincheng/shared';
import styles from './page-state.module.css';

export interface SkeletonProps {
  /** Grey lines to draw. */
  lines?: number;
  label?: string;
}

/** Placeholder lines while a card's data loads. */
export function Skeleton({ lines = 6, label = '加载中' }: SkeletonProps) {
  return (
    <LoadingState label={label} className={styles.skeleton}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={styles.line} style={{ width: `${92 - ((i * 17) % 30)}%` }} />
      ))}
    </LoadingState>
  );
}

/** The database's look for the shared EmptyState. */
export const emptyClasses: EmptyStateClasses = { root: styles.empty, text: styles.emptyText };

/**
 * The shared NotFoundState's words and look for an id the API does not know (404) or that is not an id at
 * all. `what` is e.g. 球队; `hint` replaces the default explanation, with a way forward of its own.
 */
export function notFoundProps(what: string, hint?: ReactNode): NotFoundStateProps {
  return {
    title: `未找到该${what}`,
    level: 2,
    hint: hint ?? `链接中的${what}编号不存在，可能已被移除或输入有误。`,
    links: [
      { label: '返回赛事资料库', to: '/league' },
      { label: '查看排行榜', to: '/ranking' },
    ],
    classes: { root: styles.notFound, title: styles.title, hint: styles.text, links: styles.links },
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The database's skeleton, failure with 重试 and not-found for the shared QueryView. */
export function queryStates(
  what: string,
  { lines, notFound }: { lines?: number; notFound?: ReactNode } = {},
): Pick<QueryViewProps<unknown, readonly unknown[]>, 'pending' | 'failed' | 'notFound'> {
  return {
    pending: <Skeleton lines={lines} />,
    failed: (error, retry) => (
      <LoadFailed
        message={messageOf(error)}
        onRetry={retry}
        classes={{ root: styles.state, text: styles.text, retry: styles.retry }}
      />
    ),
    notFound: <NotFoundState {...notFoundProps(what, notFound)} />,
  };
}
