import { handicapLabel, quoteMarkets, totalLabel } from '../../src/sport/odds/quote';
import { BOOKMAKERS } from '../../src/sport/odds/bookmakers';
import { inPlayRates, trueRates } from '../../src/sport/odds/market-view';

const overround = (prices: number[]) => prices.reduce((a, p) => a + 1 / p, 0) - 1;

describe('odds model', () => {
  it('names quarter lines as Chinese sites do', () => {
    expect([0, 0.25, 0.5, 0.75, 1, 1.25, 2.5].map(handicapLabel)).toEqual([
      '平手',
      '平手/半球',
      '半球',
      '半球/一球',
      '一球',
      '一球/球半',
      '两球半',
    ]);
    expect(handicapLabel(-0.75)).toBe('受半球/一球');
    expect([2, 2.25, 2.5, 2.75, 3].map(totalLabel)).toEqual(['2', '2/2.5', '2.5', '2.5/3', '3']);
  });

  it('keeps 1X2 margins at 5–8 % and water at 0.80–1.10 before kickoff for every strength and book', () => {
    for (let ratio = 0.1; ratio <= 0.9; ratio += 0.02)
      for (const b of BOOKMAKERS) {
        const rates = trueRates(ratio, 1 - ratio);
        const q = quoteMarkets({ rates, lead: 0, scored: 0, ...b });
        const m = overround(q.euro.price.prices);
        expect(m).toBeGreaterThanOrEqual(0.05);
        expect(m).toBeLessThanOrEqual(0.08);
        for (const w of [...q.asia.price.prices, ...q.total.price.prices]) {
          expect(w).toBeGreaterThanOrEqual(0.8);
          expect(w).toBeLessThanOrEqual(1.1);
        }
        // The stronger side gives the goals, and is the shorter price.
        const edge = rates.home - rates.away;
        if (edge > 0.35) expect(q.asia.price.line).toBeGreaterThan(0);
        if (edge < -0.35) expect(q.asia.price.line).toBeLessThan(0);
        const [home, , away] = q.euro.price.prices as [number, number, number];
        expect(home < away).toBe(edge > 0);
      }
  });

  const book = BOOKMAKERS[0]!;
  const full = trueRates(0.5, 0.5);
  const at = (share: number, homeScore: number, awayScore: number, homeRed = 0, awayRed = 0) =>
    quoteMarkets({
      rates: inPlayRates(full, { share, lead: homeScore - awayScore, homeRed, awayRed }),
      lead: homeScore - awayScore,
      scored: homeScore + awayScore,
      ...book,
      live: true,
    });

  it('a home goal shortens the home price, lengthens the away price and lifts the total line', () => {
    const before = at(0.7, 0, 0);
    const after = at(0.68, 1, 0);
    expect(after.euro.price.prices[0]).toBeLessThan(before.euro.price.prices[0]!);
    expect(after.euro.price.prices[2]).toBeGreaterThan(before.euro.price.prices[2]!);
    expect(after.total.price.line).toBeGreaterThan(before.total.price.line!);
    expect(after.total.price.line).toBeGreaterThanOrEqual(1.5);
  });

  it('a red card moves the prices and the handicap against the side down to ten', () => {
    const before = at(0.6, 0, 0);
    const after = at(0.6, 0, 0, 0, 1);
    expect(after.euro.price.prices[0]).toBeLessThan(before.euro.price.prices[0]!);
    expect(after.euro.price.prices[2]).toBeGreaterThan(before.euro.price.prices[2]!);
    const homeGives = (q: typeof before) => q.asia.price.line! - (q.asia.price.prices[0]! - 0.95) / 4;
    expect(homeGives(after)).toBeGreaterThan(homeGives(before));
  });

  it('takes a market off late in play instead of quoting water out of range', () => {
    const late = at(0.01, 2, 0);
    expect(late.euro.closed).toBe(true);
    expect(late.total.closed).toBe(true);
    const open = at(0.5, 0, 0);
    expect([open.euro.closed, open.asia.closed, open.total.closed]).toEqual([false, false, false]);
    // At half time of a level game, in-play water may spread to 0.70–1.25 but the markets stay up.
    const halfTime = at(0.55, 0, 0);
    expect(halfTime.asia.closed).toBe(false);
    for (const w of [...halfTime.asia.price.prices, ...halfTime.total.price.prices]) {
      expect(w).toBeGreaterThanOrEqual(0.7);
      expect(w).toBeLessThanOrEqual(1.25);
    }
  });
});
