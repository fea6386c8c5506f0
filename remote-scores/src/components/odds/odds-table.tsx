import { Fragment, useState } from 'react';
import type { BookMarket, BookOdds } from '@jincheng/shared';
import { cellsOf, moveOf, returnRate, type MarketSpec } from '../../lib/odds/odds-format';
import { MoveCell } from './move-cell';
import { OddsHistory } from './odds-history';
import styles from './odds.module.css';

const STATE_TEXT: Record<BookMarket['state'], string> = { open: '', suspended: '封盘', closed: '封' };

export function OddsTable({
  market,
  books,
  currentTitle,
}: {
  market: MarketSpec;
  books: BookOdds[];
  currentTitle: string;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const euro = market.id === 'euro';
  const width = market.columns.length;
  const span = 1 + width * 2 + (euro ? 1 : 0) + 1;
  const live = currentTitle !== '终盘';
  return (
    <section className={styles.market} aria-labelledby={`odds-${market.id}`}>
      <h2 id={`odds-${market.id}`} className={styles.title}>
        {market.title}
      </h2>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${market.title}表格`}>
        <table className={styles.table} data-market={market.id}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={styles.book}>
                公司
              </th>
              <th scope="colgroup" colSpan={width}>
                初盘
              </th>
              <th scope="colgroup" colSpan={euro ? width + 1 : width}>
                {currentTitle}
              </th>
              <th scope="col" rowSpan={2}>
                走势
              </th>
            </tr>
            <tr>
              {[...market.columns, ...market.columns, ...(euro ? ['返还率'] : [])].map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {books.map((b) => {
              const m = b[market.id];
              const opening = cellsOf(market.id, m.opening, market.awayFirst);
              const current = cellsOf(market.id, m.current, market.awayFirst);
              const expanded = open === b.book.id;
              const historyId = `odds-${market.id}-${b.book.id}-history`;
              const state = live ? STATE_TEXT[m.state] : '';
              return (
                <Fragment key={b.book.id}>
                  <tr data-book={b.book.id} data-state={m.state}>
                    <th scope="row" className={styles.book}>
                      {b.book.name}
                      {state && <span className={styles.badge}>{state}</span>}
                    </th>
                    {opening.map((c, i) => (
                      <td key={`o${i}`}>{c.text}</td>
                    ))}
                    {current.map((c, i) => (
                      <MoveCell
                        key={`c${i}`}
                        text={c.text}
                        move={moveOf(opening[i]?.value, c.value)}
                        muted={m.state !== 'open' && live}
                      />
                    ))}
                    {euro && <td>{returnRate(m.current)}</td>}
                    <td>
                      <button
                        type="button"
                        className={styles.expand}
                        aria-expanded={expanded}
                        aria-controls={historyId}
                        aria-label={`${b.book.name}${market.title}走势`}
                        onClick={() => setOpen(expanded ? null : b.book.id)}
                      >
                        {expanded ? '收起' : '走势'}
                      </button>
                    </td>
                  </tr>
                  {expanded && (
                    <tr id={historyId} className={styles.historyRow}>
                      <td colSpan={span}>
                        <OddsHistory market={market} history={m.history} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
