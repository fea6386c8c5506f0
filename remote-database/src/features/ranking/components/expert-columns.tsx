import { Link } from 'react-router-dom';
import { LazyImage, paths, type ExpertSummary } from '@jincheng/shared';
import type { StatColumn } from '../../../components/stat-table';
import badge from '../../../components/rank-badge.module.css';
import styles from './ranking.module.css';

export interface RankedExpert extends ExpertSummary {
  rank: number;
}

export const EXPERT_COLUMNS: readonly StatColumn<RankedExpert>[] = [
  {
    key: 'rank',
    header: '排名 / 专家',
    cell: (e) => (
      <span className={styles.expert}>
        <span className={`${badge.rank} ${e.rank <= 3 ? badge.top : ''}`}>{e.rank}</span>
        <LazyImage src={e.avatar} alt="" width={28} height={28} className={styles.avatar} />
        <span className={styles.expertText}>
          <Link to={paths.expertsDetail(e.id)}>{e.name}</Link>
          <small>{e.title}</small>
        </span>
      </span>
    ),
    sortValue: (e) => e.rank,
    firstDirection: 'ascending',
  },
  {
    key: 'hitRate',
    header: '命中率',
    cell: (e) => <strong className={styles.rate}>{e.hitRate.toFixed(1)}%</strong>,
    sortValue: (e) => e.hitRate,
  },
  { key: 'streak', header: '当前连红', cell: (e) => `${e.streak}连红`, sortValue: (e) => e.streak },
  {
    key: 'bestStreak',
    header: '最长连红',
    cell: (e) => String(e.bestStreak),
    sortValue: (e) => e.bestStreak,
  },
  {
    key: 'record',
    header: '战绩',
    title: '已结算方案 红/黑',
    cell: (e) => `${e.red}红${e.black}黑`,
    sortValue: (e) => e.settled,
  },
  {
    key: 'followers',
    header: '粉丝',
    cell: (e) => (e.followers >= 10_000 ? `${(e.followers / 10_000).toFixed(1)}万` : String(e.followers)),
    sortValue: (e) => e.followers,
  },
  { key: 'sport', header: '领域', cell: (e) => (e.sport === 'basketball' ? '篮球' : '足球') },
];
