import type { DayOddsRow } from '@jincheng/shared';
import { price } from '../odds-format';
import { LIST_BOOK } from '../odds-column';

/** The list's odds column: one book's 亚盘 (line, home and away water), or why there is none. */
export function OddsCell({ row, className }: { row: DayOddsRow | undefined; className?: string }) {
  const asia = row?.asia;
  if (!row || !asia) return <span className={className}>-</span>;
  if (row.phase === 'live' && row.state !== 'open')
    return (
      <span className={className} title={`${LIST_BOOK.name}亚盘 封盘`}>
        封盘
      </span>
    );
  const label = `${LIST_BOOK.name}亚盘 ${asia.lineLabel} 主${price(asia.prices[0])} 客${price(asia.prices[1])}`;
  return (
    <span className={className} title={label} aria-label={label} data-odds-line={asia.line}>
      <b>{asia.lineLabel}</b> {price(asia.prices[0])}/{price(asia.prices[1])}
    </span>
  );
}
