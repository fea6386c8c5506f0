import { LoadingState, type EmptyStateClasses, type LoadFailedClasses } from '@jincheng/shared';
import type { ListTab } from '../list-query';
import styles from './list-states.module.css';

/** The list's skeleton: ten row-high bars while the day's matches load. */
export function ListSkeleton() {
  return (
    <LoadingState label="比赛加载中" className={styles.skeleton}>
      {Array.from({ length: 10 }, (_, i) => (
        <div key={i} className={styles.line} />
      ))}
    </LoadingState>
  );
}

/** What a failed read of the list says (the day's matches, the followed ones). */
export const FAILED_TEXT = '比分加载失败';

/** What an empty tab says. */
export const EMPTY_TEXT: Record<ListTab, string> = {
  all: '这一天没有比赛',
  live: '当前没有进行中的比赛',
  finished: '还没有已完场的比赛',
  upcoming: '没有未开赛的比赛',
  follow: '还没有关注的比赛',
};

/** What an empty list says under the 重要 filter (the way forward is 全部). */
export const IMPORTANT_EMPTY_TEXT = '这一天没有重要比赛';

/** The list's look for the shared EmptyState and LoadFailed. */
export const emptyClasses: EmptyStateClasses = {
  root: styles.state,
  text: styles.title,
  hint: styles.hint,
  actions: styles.hint,
};
export const failedClasses: LoadFailedClasses = {
  root: styles.state,
  text: styles.title,
  retry: styles.retry,
};
