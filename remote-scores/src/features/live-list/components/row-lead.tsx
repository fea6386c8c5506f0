import { formatDate, INK_CLASS, inkStyle } from '@jincheng/shared';
import { Flash } from '../../../components/flash';
import { StatusText } from '../../../components/status-text';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import styles from './match-row.module.css';

/** The first cells of every row, either sport: league tag in its colour, kickoff time, status. */
export function RowLead({ match }: { match: LiveMatch }) {
  const colours = { '--league': match.league.color, ...inkStyle(match.league.color) };
  return (
    <>
      <span className={`${styles.league} ${INK_CLASS}`} style={colours}>
        {match.league.shortName}
      </span>
      <span className={styles.time}>{match.kickoffTbd ? '待定' : formatDate(match.kickoff, 'HH:mm')}</span>
      <Flash className={styles.status} value={match.clockLabel}>
        <StatusText match={match} />
      </Flash>
    </>
  );
}
