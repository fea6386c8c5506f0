import type { LiveMatch } from '../../../lib/live-feed/live-types';
import styles from './tables.module.css';

// Short headings and short team names keep the table (总分 included) inside a 355 px phone column.
const LABELS = ['一节', '二节', '三节', '四节'];

/** 比分: points per quarter (and overtime), away first as on the list; the feed keeps it current. */
export function QuarterTable({ live: m }: { live: LiveMatch }) {
  const periods = m.periods;
  const labels = periods.map((_, i) => LABELS[i] ?? `加时${i - 3}`);
  const full = (l: string) => (l.startsWith('加时') ? l : `第${l}`);
  const shown = labels.length ? labels : LABELS;
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="每节比分">
      <table className={`${styles.table} ${styles.quarters}`}>
        <caption className={styles.caption}>每节比分</caption>
        <thead>
          <tr>
            <th scope="col">球队</th>
            {shown.map((l) => (
              <th key={l} scope="col">
                <abbr title={full(l)}>{l}</abbr>
              </th>
            ))}
            <th scope="col">总分</th>
          </tr>
        </thead>
        <tbody>
          {(['away', 'home'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">
                <span title={m[side].name}>{m[side].shortName}</span>{' '}
                <small>{side === 'home' ? '主' : '客'}</small>
              </th>
              {shown.map((l, i) => (
                <td key={l}>{periods[i]?.[side] ?? '-'}</td>
              ))}
              <td className={styles.total}>{(side === 'home' ? m.homeScore : m.awayScore) ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
