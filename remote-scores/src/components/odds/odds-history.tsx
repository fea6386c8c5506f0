import type { OddsPoint } from '@jincheng/shared';
import { formatDate, visuallyHidden } from '@jincheng/shared';
import { cellsOf, moveOf, type MarketSpec } from '../../lib/odds/odds-format';
import { MoveCell } from './move-cell';
import styles from './odds.module.css';

const REASON: Record<OddsPoint['reason'], string> = {
  open: '初盘',
  move: '',
  time: '',
  goal: '进球后',
  red: '红牌后',
};

/** A book's movements in one market, newest first: pre-match by time, in play by minute and score. */
export function OddsHistory({ market, history }: { market: MarketSpec; history: OddsPoint[] }) {
  const rows = history.map((p, i) => ({ p, prev: history[i - 1] })).reverse();
  return (
    <table className={styles.history}>
      <caption className={visuallyHidden}>{market.title}变化</caption>
      <thead>
        <tr>
          <th scope="col">时间</th>
          <th scope="col">比分</th>
          {market.columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
          <th scope="col">说明</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ p, prev }, i) => {
          const cells = cellsOf(market.id, p, market.awayFirst);
          const before = prev ? cellsOf(market.id, prev, market.awayFirst) : null;
          return (
            <tr key={i} data-phase={p.phase}>
              <td>{p.at ? formatDate(p.at, 'MM-DD HH:mm') : `滚球 ${p.minuteLabel ?? ''}`}</td>
              <td>
                {p.score
                  ? market.awayFirst
                    ? `${p.score.away}-${p.score.home}`
                    : `${p.score.home}-${p.score.away}`
                  : '赛前'}
              </td>
              {cells.map((c, j) => (
                <MoveCell key={j} text={c.text} move={moveOf(before?.[j]?.value, c.value)} />
              ))}
              <td>{REASON[p.reason]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
