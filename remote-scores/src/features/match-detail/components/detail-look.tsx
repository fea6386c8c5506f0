import {
  LoadingState,
  paths,
  type EmptyStateClasses,
  type LoadFailedClasses,
  type NotFoundStateProps,
  type Sport,
} from '@jincheng/shared';
import styles from './detail-states.module.css';

/** The detail's skeleton: the header block and three lines while the match loads. */
export function DetailSkeleton() {
  return (
    <LoadingState label="比赛详情加载中">
      <div className={styles.block} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.line} />
    </LoadingState>
  );
}

export type NotFoundReason = 'type' | 'id' | 'missing' | 'sport';

/** The shared NotFoundState's words and look for a detail URL that names no match of this sport. */
export function notFoundProps(sport: Sport, reason: NotFoundReason): NotFoundStateProps {
  const football = sport === 'football';
  const hint = {
    type: '链接中的比赛类型不正确',
    id: '链接中的比赛编号不正确',
    missing: '比赛不存在或已被删除',
    sport: football ? '这不是一场足球比赛' : '这不是一场篮球比赛',
  }[reason];
  return {
    title: '比赛不存在',
    hint,
    links: [
      { label: `返回${football ? '足球比分' : '篮球比分'}`, to: football ? paths.match() : paths.basket() },
    ],
    classes: {
      root: styles.state,
      title: styles.title,
      hint: styles.hint,
      links: styles.links,
      link: styles.action,
    },
  };
}

/** What a failed read of the match or a tab says. */
export const FAILED_TEXT = '比赛详情加载失败';

/** The detail's look for the shared LoadFailed and EmptyState (an empty tab). */
export const failedClasses: LoadFailedClasses = {
  root: styles.state,
  text: styles.title,
  retry: styles.action,
};
export const emptyTabClasses: EmptyStateClasses = { root: styles.empty };
