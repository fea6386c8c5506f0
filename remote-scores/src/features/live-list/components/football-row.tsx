import { memo } from 'react';
import { Link } from 'react-router-dom';
import { detailPath } from '../../../lib/detail-type';
import { Flash } from '../../../components/flash';
import { rowLabel } from '../../../lib/row-label';
import { StarButton } from '../../../components/star-button';
import { useLiveMatch } from '../../../lib/live-feed/use-live';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import { OddsCell, oddsLabel } from '../../../components/odds/odds-cell';
import { useDayOdds } from '../../../lib/odds/odds-column';
import { Cards } from './cards';
import { HighlightBadge } from './highlight-badge';
import styles from './match-row.module.css';
import { RowForecast } from './row-forecast';
import { RowLead } from './row-lead';

export interface MatchRowProps {
  /** The match as the list read it; the row follows the feed from there. */
  read: LiveMatch;
  starred: boolean;
  onToggleStar: (id: number) => void;
}

/** One football match; subscribes to its match's delta, so a delta re-renders this row only. */
export const FootballRow = memo(function FootballRow({ read, starred, onToggleStar }: MatchRowProps) {
  const m = useLiveMatch(read);
  const id = read.id;
  const odds = useDayOdds();
  const started = m.homeScore !== null;
  const score = started ? `${m.homeScore}-${m.awayScore}` : 'vs';
  const half = m.halfTime ? `${m.halfTime.home}-${m.halfTime.away}` : '';
  const corners = m.corners ? `${m.corners.home}-${m.corners.away}` : '';
  return (
    <div
      className={`${styles.row} ${styles.football} ${odds ? styles.withOdds : ''} ${m.highlight ? styles[m.highlight.kind] : ''}`}
      data-match-id={id}
      data-phase={m.phase}
      data-highlight={m.highlight?.kind}
    >
      <StarButton
        starred={starred}
        label={`${m.home.name} vs ${m.away.name}`}
        onToggle={() => onToggleStar(id)}
      />
      <Link
        to={detailPath('football', id)}
        className={styles.link}
        aria-label={odds ? `${rowLabel(m)} ${oddsLabel(odds.get(id))}`.trim() : rowLabel(m)}
      >
        <RowLead match={m} />
        <span className={styles.left}>
          <Cards yellow={m.cards.homeYellow} red={m.cards.homeRed} />
          <span className={styles.name}>{m.home.shortName}</span>
          {m.home.rank !== null && <span className={styles.rank}>[{m.home.rank}]</span>}
        </span>
        <Flash className={`${styles.score} ${styles[m.phase]}`} value={score}>
          {score}
        </Flash>
        <span className={styles.right}>
          {m.away.rank !== null && <span className={styles.rank}>[{m.away.rank}]</span>}
          <span className={styles.name}>{m.away.shortName}</span>
          <Cards yellow={m.cards.awayYellow} red={m.cards.awayRed} />
        </span>
        <Flash className={styles.half} value={half}>
          {half && <span title="半场比分">半 {half}</span>}
        </Flash>
        <Flash className={styles.corners} value={corners}>
          {corners && <span title="角球">角 {corners}</span>}
        </Flash>
        <span className={styles.marks}>
          {m.hasIntelligence && <span title="有情报">情</span>}
          {m.hasSolutions && <span title="有专家分析">析</span>}
        </span>
        {odds && <OddsCell row={odds.get(id)} className={styles.odds} />}
        <HighlightBadge highlight={m.highlight} />
      </Link>
      <RowForecast read={read} />
    </div>
  );
});
