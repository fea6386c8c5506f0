import { Link } from 'react-router-dom';
import { FollowButton, LazyImage, type LeagueDetailData } from '@jincheng/shared';
import { gameDayName } from '../lib/game-day';
import styles from './league-detail.module.css';

export interface LeagueHeaderProps {
  detail: LeagueDetailData;
}

export function LeagueHeader({ detail }: LeagueHeaderProps) {
  const { league, season } = detail;
  return (
    <header className={styles.header} style={{ borderTopColor: league.color }}>
      <LazyImage
        src={league.logo}
        alt={`${league.shortName}标志`}
        width={56}
        height={56}
        className={styles.logo}
      />
      <div className={styles.headText}>
        <h2 className={styles.name}>{league.name}</h2>
        <p className={styles.meta}>
          <span>{league.nameEn}</span>
          <span>{league.countryName}</span>
          <span>{league.sport === 'basketball' ? '篮球' : '足球'}</span>
          <span>
            {season.name}赛季 ·{' '}
            {season.firstDay
              ? `常规赛 · ${gameDayName(season.firstDay, season.currentRound)}`
              : `第${season.currentRound}/${season.totalRounds}轮`}
          </span>
        </p>
      </div>
      <FollowButton kind="league" id={league.id} label={league.name} />
      <Link to="/league" className={styles.back}>
        全部赛事
      </Link>
    </header>
  );
}
