import type { Highlight } from '../../../lib/live-feed/live-types';
import styles from './match-row.module.css';

/** The word beside the colour: a highlight is never told by colour alone. */
export function HighlightBadge({ highlight }: { highlight: Highlight | null }) {
  if (!highlight) return null;
  return (
    <span className={highlight.kind === 'goal' ? styles.goalBadge : styles.redBadge}>
      {highlight.kind === 'goal' ? '进球' : '红牌'}
    </span>
  );
}
