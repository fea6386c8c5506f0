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
  columns: readonly [string, string, string];
}

/** The three cells of a quote: 欧赔 home/draw/away; 亚盘 and 大小球 water, line, water. */
export function cellsOf(market: OddsMarket, p: OddsPrice): Array<{ text: string; value: number | null }> {
  if (market === 'euro') return p.prices.map((x) => ({ text: price(x), value: x }));
  return [
    { text: price(p.prices[0]), value: p.prices[0] ?? null },
    { text: p.lineLabel ?? '-', value: p.line },
    { text: price(p.prices[1]), value: p.prices[1] ?? null },
  ];
}
