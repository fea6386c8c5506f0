import { basketballForecast, expectedGoals, footballForecast } from '../../../src/sport/model/forecast';
import { handBasketballRatings } from './hand-ratings';

/** The product's forecast math (issue 50) against values worked out by hand. */
describe('football forecast', () => {
  it('gives the hand-computed numbers for two average sides (1 goal each expected)', () => {
    const f = footballForecast(1, 1);
    // P(draw) = e^-2 Σ 1/(k!)² = e^-2 I0(2) = 0.135335 × 2.279585
    expect(f.draw).toBeCloseTo(0.308508, 5);
    expect(f.home).toBeCloseTo(0.345746, 5);
    expect(f.away).toBeCloseTo(f.home, 12);
    // Goals in all ~ Poisson(2): P(≤ 2) = 5 e^-2
    expect(f.over25).toBeCloseTo(1 - 5 * Math.exp(-2), 6);
    expect(f.btts).toBeCloseTo((1 - Math.exp(-1)) ** 2, 6);
    // 0-0, 1-0, 0-1 and 1-1 are each e^-2; ties go to fewer goals, then the home side's; then 2-0 (e^-2 / 2).
    expect(f.scores.map((s) => `${s.home}-${s.away}`)).toEqual(['0-0', '1-0', '0-1', '1-1', '2-0']);
    expect(f.scores[0]!.p).toBeCloseTo(Math.exp(-2), 6);
    expect(f.scores[4]!.p).toBeCloseTo(Math.exp(-2) / 2, 6);
  });

  it('sums to 1 and gives the hand-computed numbers for a strong home side (2.0 v 0.5)', () => {
    const f = footballForecast(2, 0.5);
    expect(f.home + f.draw + f.away).toBeCloseTo(1, 12);
    expect(f.xgHome).toBe(2);
    expect(f.xgAway).toBe(0.5);
    // Goals in all ~ Poisson(2.5): P(≤ 2) = e^-2.5 (1 + 2.5 + 3.125)
    expect(f.over25).toBeCloseTo(1 - 6.625 * Math.exp(-2.5), 6);
    expect(f.btts).toBeCloseTo((1 - Math.exp(-2)) * (1 - Math.exp(-0.5)), 6);
    // P(draw) = Σ e^-2.5 (2·0.5)^k / (k!)² = e^-2.5 I0(2) = 0.082085 × 2.279585
    expect(f.draw).toBeCloseTo(0.187121, 5);
    expect(f.home).toBeGreaterThan(0.7);
    expect(f.scores).toHaveLength(5);
    // 1-0 and 2-0 are both 2 e^-2.5
    expect(f.scores.slice(0, 2).map((s) => `${s.home}-${s.away}`)).toEqual(['1-0', '2-0']);
    expect(f.scores[0]!.p).toBeCloseTo(2 * Math.exp(-2.5), 6);
  });

  it('refuses expected goals that are not positive', () => {
    expect(() => footballForecast(0, 1)).toThrow();
    expect(() => footballForecast(1, Number.NaN)).toThrow();
  });

  it('reads expected goals off a fit: a known strength pair gives known rates', () => {
    const fit = {
      mu: Math.log(1.2),
      home: Math.log(1.25),
      rating: new Map([
        ['A', 0.2],
        ['B', -0.1],
      ]),
    };
    const xg = expectedGoals(fit, 'A', 'B');
    expect(xg.home).toBeCloseTo(1.5 * Math.exp(0.3), 10);
    expect(xg.away).toBeCloseTo(1.2 * Math.exp(-0.3), 10);
    // The competition's own level replaces μ and h; an unknown club is average.
    const lv = expectedGoals(fit, 'A', 'nobody', { away: 1.4, home: 1.1 });
    expect(lv.home).toBeCloseTo(1.4 * 1.1 * Math.exp(0.2), 10);
    expect(lv.away).toBeCloseTo(1.4 * Math.exp(-0.2), 10);
  });
});

describe('basketball forecast', () => {
  it('gives the hand-computed win probability, margin and total', () => {
    const r = handBasketballRatings();
    const f = basketballForecast(r, 1, 2);
    // home 110 + 3 + 2 − 0 = 115, away 110 − 1 − 1 = 108
    expect(f.pointsHome).toBeCloseTo(115, 10);
    expect(f.pointsAway).toBeCloseTo(108, 10);
    expect(f.margin).toBeCloseTo(7, 10);
    expect(f.total).toBeCloseTo(223, 10);
    // Φ(7 / 12) = Φ(0.5833) = 0.72017
    expect(f.home).toBeCloseTo(0.72017, 4);
    expect(f.home + f.away).toBeCloseTo(1, 12);
  });
});
