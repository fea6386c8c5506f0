import type { OddsMarket, OddsPrice } from '@jincheng/shared';

export type Move = 'up' | 'down' | 'same';

export function moveOf(from: number | null | undefined, to: number | null | undefined): Move {
  if (from == null || to == null || from === to) return 'same';
  return to > from ? 'up' : 'down';
}

/** Words for screen readers and for anyone who cannot tell red from green. */
export const MOVE_TEXT: Record<Move, string> = { up: '升', down: '降', same: '' };

export const price = (p: number | undefined) => (p === undefined ? '-' : p.toFixed(2));

/** 欧赔 return rate (返还率) of a quote: what the book pays back of every 100 staked on all outcomes. */
export function returnRate(p: OddsPrice): string {
  const implied = p.prices.reduce((a, x) => a + 1 / x, 0);
  return `${(100 / implied).toFixed(1)}%`;
}

export interface MarketSpec {
  id: OddsMarket;
  title: string;
  /** One heading per cell of a quote (three; basketball's 胜负 has two). */
  columns: readonly string[];
  /** Basketball reads away first (客队 left): the quote's home-first prices are shown the other way round. */
  awayFirst?: boolean;
}

/**
 * The cells of a quote: 欧赔 home/draw/away (篮球胜负 home/away); 亚盘, 让分, 大小球 and 大小分 price, line, price.
 * `awayFirst` turns a home-first quote round for basketball (the line's label names its side: 主让/客让).
 */
export function cellsOf(
  market: OddsMarket,
  p: OddsPrice,
  awayFirst = false,
): Array<{ text: string; value: number | null }> {
  const cells =
    market === 'euro'
      ? p.prices.map((x) => ({ text: price(x), value: x as number | null }))
      : [
          { text: price(p.prices[0]), value: p.prices[0] ?? null },
          { text: p.lineLabel ?? '-', value: p.line },
          { text: price(p.prices[1]), value: p.prices[1] ?? null },
        ];
  return awayFirst ? cells.reverse() : cells;
}
