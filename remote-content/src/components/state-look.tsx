import {
  LoadingState,
  RequestError,
  type EmptyStateClasses,
  type LoadFailedClasses,
  type NotFoundStateProps,
} from '@jincheng/shared';
import detail from './detail.module.css';
import styles from './states.module.css';

export interface ListSkeletonProps {
  rows?: number;
  /** Without the cover block (expert rows, compact widgets). */
  compact?: boolean;
}

/** Grey placeholder rows while a list loads; announced once as 正在加载. */
export function ListSkeleton({ rows = 4, compact = false }: ListSkeletonProps) {
  return (
    <LoadingState label="正在加载" className={styles.skeleton}>
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
    </LoadingState>
  );
}

/** What went wrong in a sentence a fan understands; the request client has already toasted the detail. */
export function errorText(error: unknown): string {
  if (error instanceof RequestError && error.code === 404) return '内容不存在或已下线';
  return '加载失败，请检查网络后重试';
}

/** Content's look for the shared LoadFailed and EmptyState. */
export const failedClasses: LoadFailedClasses = {
  root: styles.box,
  text: styles.reason,
  retry: styles.retry,
};
export const emptyClasses: EmptyStateClasses = { root: styles.box, text: styles.emptyText };

/**
 * A detail URL whose id is not a number, or that the API does not know (404): one message and the way back
 * to the list. The request that found nothing asks the shared client not to toast (`handles: [404]`), so this
 * is the only message on screen.
 */
export function notFoundProps(title: string, back: { to: string; label: string }): NotFoundStateProps {
  return {
    title,
    level: 1,
    links: [back],
    classes: {
      root: `${detail.panel} ${detail.notFound}`,
      title: detail.notFoundTitle,
      links: detail.notFoundLinks,
      link: detail.notFoundBack,
    },
  };
}
