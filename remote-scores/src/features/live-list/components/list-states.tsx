import type { ListTab } from '../list-query';
import styles from './list-states.module.css';

export function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-label="比赛加载中">
      {Array.from({ length: 10 }, (_, i) => (
        <div key={i} className={styles.line} />
      ))}
    </div>
  );
}

const EMPTY: Record<ListTab, string> = {
  all: '这一天没有比赛',
  live: '当前没有进行中的比赛',
  finished: '还没有已完场的比赛',
  upcoming: '没有未开赛的比赛',
  follow: '还没有关注的比赛',
};

export function ListEmpty({ tab, filtered }: { tab: ListTab; filtered: boolean }) {
  return (
    <div className={styles.state}>
      <p className={styles.title}>{EMPTY[tab]}</p>
      {filtered && <p className={styles.hint}>已按赛事筛选，部分比赛未显示</p>}
    </div>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>比分加载失败</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
