import { Link } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { HotMatchCard } from './hot-match-card';
import { useHotToday } from './use-hot-today';
import styles from './hot-matches.module.css';

const SHOWN = 6;

/** Home widget 热门比赛: today's big matches, live ones first, kept live by the feed. */
export default function HotMatches() {
  const { ids, failed, retry } = useHotToday();
  return (
    <div className={styles.widget}>
      <div className={styles.head}>
        <h2 className={styles.title}>热门比赛</h2>
        <Link to={paths.match()} className={styles.more}>
          全部比分 ›
        </Link>
      </div>
      {failed && (
        <p className={styles.note} role="alert">
          热门比赛加载失败{' '}
          <button type="button" onClick={retry} className={styles.retry}>
            重试
          </button>
        </p>
      )}
      {!failed && ids === null && <p className={styles.note}>加载中…</p>}
      {ids && ids.length === 0 && <p className={styles.note}>今天没有热门比赛</p>}
      {ids && ids.length > 0 && (
        <ul className={styles.grid}>
          {ids.slice(0, SHOWN).map((id) => (
            <HotMatchCard key={id} id={id} />
          ))}
        </ul>
      )}
    </div>
  );
}
