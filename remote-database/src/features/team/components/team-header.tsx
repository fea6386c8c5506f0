import { Link } from 'react-router-dom';
import { LazyImage, paths, type TeamProfile } from '@jincheng/shared';
import styles from './team.module.css';

export interface TeamHeaderProps {
  team: TeamProfile;
}

/** Badge, names, league and the club facts (venue, coach, city, founded). */
export function TeamHeader({ team }: TeamHeaderProps) {
  const [primary, secondary] = team.colors;
  return (
    <header
      className={styles.header}
      style={{ background: `linear-gradient(120deg, ${primary} 0%, ${primary} 55%, ${secondary} 140%)` }}
    >
      <LazyImage src={team.logo} alt={`${team.name}队徽`} width={72} height={72} className={styles.badge} />
      <div className={styles.headText}>
        <h2 className={styles.name}>{team.name}</h2>
        <p className={styles.nameEn}>{team.nameEn}</p>
        <dl className={styles.facts}>
          <div>
            <dt>联赛</dt>
            <dd>
              <Link to={paths.league(team.league.id)}>{team.league.shortName}</Link>
              {team.rank ? ` 第${team.rank}名` : ''}
            </dd>
          </div>
          <div>
            <dt>主场</dt>
            <dd>{team.venue}</dd>
          </div>
          <div>
            <dt>主教练</dt>
            <dd>{team.coach}</dd>
          </div>
          <div>
            <dt>城市</dt>
            <dd>
              {team.country} · {team.city}
            </dd>
          </div>
          <div>
            <dt>成立</dt>
            <dd>{team.founded}年</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
