import { Link } from 'react-router-dom';
import { LazyImage, paths, type LeagueItem } from '@jincheng/shared';
import styles from './league-directory.module.css';

export interface LeagueLinksProps {
  leagues: readonly LeagueItem[];
  label: string;
}

/** A grid of leagues; each opens the league's page (`/league?id=`). */
export function LeagueLinks({ leagues, label }: LeagueLinksProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {leagues.map((league) => (
        <li key={league.id}>
          <Link to={paths.league(league.id)} className={styles.league} title={league.name}>
            <LazyImage src={league.logo} alt="" width={28} height={28} className={styles.logo} />
            <span className={styles.leagueName}>{league.shortName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
