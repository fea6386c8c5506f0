import { Link } from 'react-router-dom';
import { QueryBoundary } from '@jincheng/shared';
import { detailPath } from '../../lib/detail-type';
import { rowLabel } from '../../lib/row-label';
import { StatusText } from '../../components/status-text';
import { useLiveMatch } from '../../lib/live-feed/use-live';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { useHotToday } from './use-hot-today';
import { WidgetFailed } from '../../components/widget-failed';
import styles from '../../components/hot-matches.module.css';

function Chip({ read }: { read: LiveMatch }) {
  const m = useLiveMatch(read);
  const basketball = m.sport === 'basketball';
  const [left, right] = basketball ? [m.away, m.home] : [m.home, m.away];
  const [l, r] = basketball ? [m.awayScore, m.homeScore] : [m.homeScore, m.awayScore];
  return (
    <li className={styles.chip}>
      <Link to={detailPath(m.sport, m.id)} aria-label={rowLabel(m)}>
        <span>
          {m.league.shortName} · <StatusText match={m} withKickoff />
        </span>
        <span>
          {left.shortName} <span className={styles.chipScore}>{l === null ? 'vs' : `${l}-${r}`}</span>{' '}
          {right.shortName}
        </span>
      </Link>
    </li>
  );
}

function Strip() {
  const reads = useHotToday();
  return (
    <ul className={styles.strip}>
      {reads.slice(0, 20).map((read) => (
        <Chip key={read.id} read={read} />
      ))}
    </ul>
  );
}

/** Home widget 今日比分: a compact, sideways-scrolling strip of today's hot matches. */
export default function TodayStrip() {
  return (
    <div className={styles.widget}>
      <h2 className={styles.title}>今日比分</h2>
      <QueryBoundary
        pending={<p className={styles.note}>加载中…</p>}
        failed={(_error, retry) => <WidgetFailed what="今日比分" onRetry={retry} />}
      >
        <Strip />
      </QueryBoundary>
    </div>
  );
}
