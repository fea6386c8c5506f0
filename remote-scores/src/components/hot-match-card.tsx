import { Link } from 'react-router-dom';
import { INK_CLASS, inkStyle, LazyImage } from '@jincheng/shared';
import { detailPath } from '../lib/detail-type';
import { Flash } from './flash';
import { rowLabel } from '../lib/row-label';
import { StatusText } from './status-text';
import { useLiveMatch } from '../lib/live-feed/use-live';
import type { LiveMatch } from '../lib/live-feed/live-types';
import styles from './hot-matches.module.css';

/** One hot match as a card: badges, live score and status, linking to the detail page. */
export function HotMatchCard({ read }: { read: LiveMatch }) {
  const m = useLiveMatch(read);
  const id = read.id;
  const basketball = m.sport === 'basketball';
  const [left, right] = basketball ? [m.away, m.home] : [m.home, m.away];
  const [l, r] = basketball ? [m.awayScore, m.homeScore] : [m.homeScore, m.awayScore];
  const score = l === null ? 'VS' : `${l} - ${r}`;
  return (
    <li className={`${styles.card} ${m.highlight ? styles.highlight : ''}`}>
      <Link to={detailPath(m.sport, id)} className={styles.link} aria-label={rowLabel(m)}>
        <span className={styles.meta}>
          <span className={INK_CLASS} style={inkStyle(m.league.color)}>
            {m.league.shortName}
          </span>
          <StatusText match={m} withKickoff />
        </span>
        <span className={styles.teams}>
          <span className={styles.team}>
            <LazyImage src={left.logo} alt="" className={styles.logo} width={28} height={28} />
            {left.shortName}
          </span>
          <Flash className={styles.score} value={score}>
            {score}
          </Flash>
          <span className={styles.team}>
            <LazyImage src={right.logo} alt="" className={styles.logo} width={28} height={28} />
            {right.shortName}
          </span>
        </span>
      </Link>
    </li>
  );
}
