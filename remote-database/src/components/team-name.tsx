import { Link } from 'react-router-dom';
import { LazyImage, type Sport, type TeamRef } from '@jincheng/shared';
import { teamHref } from '../lib/links';
import styles from './team-name.module.css';

export interface TeamNameProps {
  team: Pick<TeamRef, 'id' | 'name' | 'shortName' | 'logo'>;
  sport: Sport;
  /** Short name (tables on H5) or full name. */
  short?: boolean;
  size?: number;
}

/** Badge and name, linking to the team's page. */
export function TeamName({ team, sport, short = false, size = 20 }: TeamNameProps) {
  return (
    <Link to={teamHref(sport, team.id)} className={styles.team} title={team.name}>
      <LazyImage src={team.logo} alt="" width={size} height={size} className={styles.badge} />
      <span className={styles.name}>{short ? team.shortName : team.name}</span>
    </Link>
  );
}
