import { memo } from 'react';
import { Link } from 'react-router-dom';
import { detailPath } from '../../../lib/detail-type';
import { Flash } from '../../../components/flash';
import { rowLabel } from '../../../lib/row-label';
import { StarButton } from '../../../components/star-button';
import { useLiveMatch } from '../../../lib/live-feed/use-live';
import type { MatchRowProps } from './football-row';
import { HighlightBadge } from './highlight-badge';
import styles from './match-row.module.css';
import { RowForecast } from './row-forecast';
import { RowLead } from './row-lead';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** One basketball match, NBA-style: away on the left, home on the right; quarter scores away-home. */
export const BasketballRow = memo(function BasketballRow({ read, starred, onToggleStar }: MatchRowProps) {
  const m = useLiveMatch(read);
  const id = read.id;
  const started = m.homeScore !== null;
  const score = started ? `${m.awayScore}-${m.homeScore}` : 'vs';
  const labels = m.periods.length > 4 ? [...QUARTERS, 'OT'] : QUARTERS;
  const extra = m.periods.slice(4).reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
    home: 0,
    away: 0,
  });
  return (
    <div
      className={`${styles.row} ${styles.basketball} ${m.highlight ? styles[m.highlight.kind] : ''}`}
      data-match-id={id}
      data-phase={m.phase}
      data-highlight={m.highlight?.kind}
    >
      <StarButton
        starred={starred}
        label={`${m.away.name} vs ${m.home.name}`}
        onToggle={() => onToggleStar(id)}
      />
      <Link to={detailPath('basketball', id)} className={styles.link} aria-label={rowLabel(m)}>
        <RowLead match={m} />
        <span className={styles.left}>
          <span className={styles.name}>{m.away.shortName}</span>
          <span className={styles.side}>客</span>
        </span>
        <Flash className={`${styles.score} ${styles[m.phase]}`} value={score}>
          {score}
        </Flash>
        <span className={styles.right}>
          <span className={styles.side}>主</span>
          <span className={styles.name}>{m.home.shortName}</span>
        </span>
        <span className={styles.quarters}>
          {started &&
            labels.map((label, i) => {
              const p = i < 4 ? m.periods[i] : extra;
              const text = p && (i < 4 || m.periods.length > 4) ? `${p.away}-${p.home}` : '-';
              return (
                <Flash key={label} className={styles.quarter} value={text}>
                  <i>{label}</i> {text}
                </Flash>
              );
            })}
        </span>
        <HighlightBadge highlight={m.highlight?.kind === 'red' ? m.highlight : null} />
      </Link>
      <RowForecast read={read} />
    </div>
  );
});
