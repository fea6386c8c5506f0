import { Link } from 'react-router-dom';
import { paths, type Sport } from '@jincheng/shared';
import styles from './detail-states.module.css';

export function DetailNotFound({
  sport,
  reason,
}: {
  sport: Sport;
  reason: 'type' | 'id' | 'missing' | 'sport';
}) {
  const text = {
    type: '链接中的比赛类型不正确',
    id: '链接中的比赛编号不正确',
    missing: '比赛不存在或已被删除',
    sport: sport === 'football' ? '这不是一场足球比赛' : '这不是一场篮球比赛',
  }[reason];
  return (
    <div className={styles.state} role="alert" data-state="not-found">
      <p className={styles.title}>比赛不存在</p>
      <p className={styles.hint}>{text}</p>
      <Link to={sport === 'football' ? paths.match() : paths.basket()} className={styles.action}>
        返回{sport === 'football' ? '足球比分' : '篮球比分'}
      </Link>
    </div>
  );
}

export function DetailError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>比赛详情加载失败</p>
      <button type="button" className={styles.action} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="比赛详情加载中">
      <div className={styles.block} />
      <div className={styles.line} />
      <div className={styles.line} />
      <div className={styles.line} />
    </div>
  );
}

export function EmptyTab({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>;
}
