import { Link } from 'react-router-dom';
import { QueryBoundary, paths } from '@jincheng/shared';
import { HotMatchCard } from '../../components/hot-match-card';
import { useHotToday } from './use-hot-today';
import { WidgetFailed } from '../../components/widget-failed';
import styles from '../../components/hot-matches.module.css';

const SHOWN = 6;

function HotList() {
  const reads = useHotToday();
  if (reads.length === 0) return <p className={styles.note}>今天没有热门比赛</p>;
  return (
    <ul className={styles.grid}>
      {reads.slice(0, SHOWN).map((read) => (
        <HotMatchCard key={read.id} read={read} />
      ))}
    </ul>
  );
}

/** Home widget 热门比赛: today's big matches, live ones first, kept live by the feed. */
export default function HotMatches() {
  return (
    <div className={styles.widget}>
      <div className={styles.head}>
        <h2 className={styles.title}>热门比赛</h2>
        <Link to={paths.match()} className={styles.more}>
          全部比分 ›
        </Link>
      </div>
      <QueryBoundary
        pending={<p className={styles.note}>加载中…</p>}
        failed={(_error, retry) => <WidgetFailed what="热门比赛" onRetry={retry} />}
      >
        <HotList />
      </QueryBoundary>
    </div>
  );
}
