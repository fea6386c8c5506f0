import { ForecastBar } from '@jincheng/shared';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import styles from './match-row.module.css';

/**
 * The row's compact forecast bar (issue 50), beside the row's link (a link of its own, to the 模型 tab): the
 * list's frozen forecast of the match; an empty slot of the same width keeps the columns aligned without one.
 */
export function RowForecast({ read }: { read: LiveMatch }) {
  if (!read.model) return <span className={styles.model} aria-hidden="true" />;
  return <ForecastBar bar={read.model} sport={read.sport} matchId={read.id} className={styles.model} />;
}
