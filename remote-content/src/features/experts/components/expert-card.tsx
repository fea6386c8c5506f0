import { Link } from 'react-router-dom';
import { Avatar, paths, truncate, type ExpertSummary } from '@jincheng/shared';
import styles from './expert-card.module.css';

export interface ExpertCardProps {
  expert: ExpertSummary;
}

export function formatFollowers(n: number): string {
  return n >= 10000 ? `${(n / 10000).toFixed(1).replace(/\.0$/, '')}万` : String(n);
}

/** One expert in the list: who, 命中率 / 连红 / 粉丝 and the settled record. */
export function ExpertCard({ expert }: ExpertCardProps) {
  return (
    <Link to={paths.expertsDetail(expert.id)} className={styles.card}>
      <div className={styles.who}>
        <Avatar src={expert.avatar} size="md" alt="" />
        <div>
          <h2 className={styles.name}>{expert.name}</h2>
          <span className={styles.title}>
            {expert.sport === 'football' ? '足球' : '篮球'} · {expert.title}
          </span>
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>命中率</dt>
          <dd>
            {expert.hitRate}%
            {expert.rateRanked === false && <small className={styles.few}>仅{expert.settled}场</small>}
          </dd>
        </div>
        <div>
          <dt>当前连红</dt>
          <dd>{expert.streak}</dd>
        </div>
        <div>
          <dt>粉丝</dt>
          <dd>{formatFollowers(expert.followers)}</dd>
        </div>
      </dl>
      <span className={styles.record}>
        <span>
          战绩 <b className={styles.red}>{expert.red}红</b> <b className={styles.black}>{expert.black}黑</b>
        </span>
        <span>最长连红 {expert.bestStreak}</span>
      </span>
      <span className={styles.title}>{truncate(expert.bio, 56)}</span>
    </Link>
  );
}
