import type { OddsPrice } from '@jincheng/shared/core';
import { handicapOdds, outlook, resultChances, totalOdds, type Rates } from './goal-model';

/**
 * Water a book quotes (decimal odds = water + 1): before kickoff 0.80–1.10; in play, when few goals are left
 * and no quarter line splits them evenly, 0.70–1.25 (as in-play Asian books do). An in-play market whose
 * balanced quote would leave 0.55–1.50 is taken off (封) rather than quoted.
 */
export const WATER = { pre: [0.8, 1.1], live: [0.7, 1.25], off: [0.55, 1.5] } as const;
const SHORTEST_EURO = 1.01;
const LONGEST_EURO = 151;

export interface Quote {
  price: OddsPrice;
  /** The market is off: the result is all but settled (late in play). */
  closed: boolean;
}

export interface QuoteSet {
  euro: Quote;
  asia: Quote;
  total: Quote;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

const HANDICAP_WORDS = [
  '平手',
  '半球',
  '一球',
  '球半',
  '两球',
  '两球半',
  '三球',
  '三球半',
  '四球',
  '四球半',
  '五球',
];

/** 0.75 → 半球/一球, −0.25 → 受平手/半球 (the home side receives). */
export function handicapLabel(line: number): string {
  const quarters = Math.round(Math.abs(line) * 4);
  const word = (halves: number) => HANDICAP_WORDS[halves] ?? `${halves / 2}球`;
  const text =
    quarters % 2 === 0 ? word(quarters / 2) : `${word((quarters - 1) / 2)}/${word((quarters + 1) / 2)}`;
  return line < 0 ? `受${text}` : text;
}

/** 2.5 → 2.5, 2.75 → 2.5/3, 2.25 → 2/2.5. */
export function totalLabel(line: number): string {
  if (Number.isInteger(line * 2)) return String(line);
  return `${line - 0.25}/${line + 0.25}`;
}

/** Fair decimal odds → a book's odds with its margin spread in proportion to the chances. */
function withMargin(fair: number[], margin: number): number[] {
  const implied = fair.map((d) => 1 / d);
  const sum = implied.reduce((a, b) => a + b, 0);
  return implied.map((p) => 1 / ((p / sum) * (1 + margin)));
}

/** A side whose water is outside `range` is brought to its edge; the other side keeps the margin. */
function shade([a, b]: [number, number], margin: number, range: readonly [number, number]): [number, number] {
  const edge = (d: number) => Math.min(range[1] + 1, Math.max(range[0] + 1, d));
  if (a === edge(a) && b === edge(b)) return [a, b];
  const other = (d: number) => 1 / (1 + margin - 1 / d);
  return a !== edge(a) ? [edge(a), edge(other(edge(a)))] : [edge(other(edge(b))), edge(b)];
}

/** The quarter line whose two sides are closest to even money, quoted as water. */
function bestLine(
  candidates: number[],
  fairOf: (line: number) => [number, number],
  margin: number,
  range: readonly [number, number],
): { line: number; water: [number, number]; raw: [number, number] } {
  let best = {
    line: candidates[0] ?? 0,
    skew: Infinity,
    water: [1, 1] as [number, number],
    raw: [1, 1] as [number, number],
  };
  for (const line of candidates) {
    const fair = fairOf(line);
    const skew = Math.abs(1 / fair[0] / (1 / fair[0] + 1 / fair[1]) - 0.5);
    if (skew < best.skew) {
      const raw = withMargin(fair, margin) as [number, number];
      const [a, b] = shade(raw, margin, range);
      best = { line, skew, water: [round2(a - 1), round2(b - 1)], raw: [raw[0] - 1, raw[1] - 1] };
    }
  }
  return best;
}

const quotable = (w: number) => w >= WATER.off[0] && w <= WATER.off[1];

export interface QuoteInput {
  rates: Rates;
  /** Home goals minus away goals now. */
  lead: number;
  /** Goals scored so far. */
  scored: number;
  euroMargin: number;
  lineMargin: number;
  /** In play (wider water, markets may be taken off) or before kickoff. */
  live?: boolean;
}

/** One book's three markets at one moment. */
export function quoteMarkets(q: QuoteInput): QuoteSet {
  const o = outlook(q.rates);
  const euroFair = resultChances(o, q.lead).map((p) => 1 / Math.max(p, 1e-6));
  const euroRaw = withMargin(euroFair, q.euroMargin);
  const euro = euroRaw.map(round2);
  // Only lines near the expected goal difference and total can be the balanced one.
  const edge = Math.round((q.rates.home - q.rates.away) * 4) / 4;
  const handicaps = Array.from({ length: 11 }, (_, i) => edge + (i - 5) / 4);
  const range = q.live ? WATER.live : WATER.pre;
  const asia = bestLine(handicaps, (line) => handicapOdds(o, line), q.lineMargin, range);
  const expected = Math.round((q.rates.home + q.rates.away) * 4) / 4;
  const lowest = Math.max(q.scored + 0.5, q.scored + expected - 1.5);
  const totals = Array.from({ length: 13 }, (_, i) => lowest + i / 4);
  const total = bestLine(totals, (line) => totalOdds(o, q.scored, line), q.lineMargin, range);
  return {
    euro: {
      price: { prices: euro, line: null, lineLabel: null },
      closed:
        q.live === true && (Math.min(...euroRaw) < SHORTEST_EURO || Math.max(...euroRaw) > LONGEST_EURO),
    },
    asia: {
      price: { prices: asia.water, line: asia.line, lineLabel: handicapLabel(asia.line) },
      closed: q.live === true && !asia.raw.every(quotable),
    },
    total: {
      price: { prices: total.water, line: total.line, lineLabel: totalLabel(total.line) },
      closed: q.live === true && !total.raw.every(quotable),
    },
  };
}
