import type { DayOddsRow } from '@jincheng/shared';
import { price } from '../../lib/odds/odds-format';
import { LIST_BOOK } from '../../lib/odds/odds-column';
import styles from './odds-cell.module.css';

/** The cell in words, for the row link's name and the cell's tooltip. */
export function oddsLabel(row: DayOddsRow | undefined): string {
  const asia = row?.asia;
  if (!row || !asia) return '';
  if (row.phase === 'live' && row.state !== 'open') return `${LIST_BOOK.name}亚盘 封盘`;
  return `${LIST_BOOK.name}亚盘 ${asia.lineLabel} 主${price(asia.prices[0])} 客${price(asia.prices[1])}`;
}

/** The list's odds column: one book's 亚盘 (line, home and away water), or why there is none. */
export function OddsCell({ row, className }: { row: DayOddsRow | undefined; className?: string }) {
  const cls = [styles.cell, className].filter(Boolean).join(' ');
  const asia = row?.asia;
  if (!row || !asia) return <span className={cls}>-</span>;
  if (row.phase === 'live' && row.state !== 'open')
    return (
      <span className={cls} title={oddsLabel(row)}>
        封盘
      </span>
    );
  return (
    <span className={cls} title={oddsLabel(row)} data-odds-line={asia.line}>
      <b>{asia.lineLabel}</b>
      <span className={styles.water}>
        {' '}
        {price(asia.prices[0])}/{price(asia.prices[1])}
      </span>
    </span>
  );
}
