import type { BasketballForecast, FootballForecast } from '@jincheng/shared/core';
import { footballForecast } from '../../../src/sport/model/forecast';
import { pickVerdict, solutionModelView } from '../../../src/sport/model/solution-view';

/** The model against an expert's pick (issue 50), on forecasts written by hand. */
const football = (home: number, draw: number, away: number, over25 = 0.5): FootballForecast => ({
  sport: 'football',
  home,
  draw,
  away,
  xgHome: 1.4,
  xgAway: 1.1,
  scores: [{ home: 1, away: 1, p: 0.12 }],
  over25,
  btts: 0.5,
});
const basketball = (home: number): BasketballForecast => ({
  sport: 'basketball',
  home,
  away: 1 - home,
  pointsHome: 112,
  pointsAway: 108,
  margin: 4,
  total: 220,
});

describe('the model against a pick', () => {
  it('agrees with a 胜平负 pick of its likeliest outcome and disagrees with the others', () => {
    const f = football(0.5, 0.3, 0.2);
    expect(pickVerdict(f, 'home')).toEqual({ verdict: 'agree', p: 0.5 });
    expect(pickVerdict(f, 'draw')).toEqual({ verdict: 'disagree', p: 0.3 });
    expect(pickVerdict(f, 'away')).toEqual({ verdict: 'disagree', p: 0.2 });
    // A draw is the likeliest when the sides are close and score little.
    expect(pickVerdict(football(0.3, 0.4, 0.3), 'draw')).toEqual({ verdict: 'agree', p: 0.4 });
    expect(pickVerdict(football(0.2, 0.3, 0.5), 'away').verdict).toBe('agree');
  });

  it('agrees with either side of a dead level pair: neither is less likely', () => {
    const f = football(0.4, 0.2, 0.4);
    expect(pickVerdict(f, 'home').verdict).toBe('agree');
    expect(pickVerdict(f, 'away').verdict).toBe('agree');
    expect(pickVerdict(f, 'draw').verdict).toBe('disagree');
  });

  it('reads a real forecast: two average sides, 1 goal each, make the draw less likely than either win', () => {
    const f = footballForecast(1, 1);
    expect(pickVerdict(f, 'draw')).toEqual({ verdict: 'disagree', p: f.draw });
    expect(pickVerdict(f, 'home')).toEqual({ verdict: 'agree', p: f.home });
  });

  it('prices 大小球 2.5 from over25, each side with its own probability', () => {
    const f = football(0.5, 0.3, 0.2, 0.62);
    expect(pickVerdict(f, 'over2.5')).toEqual({ verdict: 'agree', p: 0.62 });
    const under = pickVerdict(f, 'under2.5');
    expect(under.verdict).toBe('disagree');
    expect(under.p).toBeCloseTo(0.38, 12);
  });

  it('reads a basketball 胜负 pick from the win probability; a basketball draw or total it does not price', () => {
    expect(pickVerdict(basketball(0.64), 'home')).toEqual({ verdict: 'agree', p: 0.64 });
    expect(pickVerdict(basketball(0.64), 'away').verdict).toBe('disagree');
    expect(pickVerdict(basketball(0.64), 'away').p).toBeCloseTo(0.36, 12);
    expect(pickVerdict(basketball(0.64), 'draw')).toEqual({ verdict: 'unpriced', p: null });
    expect(pickVerdict(basketball(0.64), 'over2.5')).toEqual({ verdict: 'unpriced', p: null });
  });

  it('says honestly when it does not price a market: a handicap, another goal line, anything unknown', () => {
    const f = football(0.5, 0.3, 0.2);
    for (const side of ['home-1', 'away+0.5', 'over3.5', 'under1.5', 'btts', ''])
      expect(pickVerdict(f, side)).toEqual({ verdict: 'unpriced', p: null });
  });
});

describe('a solution’s model view', () => {
  const view = { kind: 'frozen' as const, madeAt: '2026-12-04T10:00:00Z', forecast: football(0.5, 0.3, 0.2) };

  it('gives the verdict on a visible pick', () => {
    expect(solutionModelView(view, 'draw', true)).toEqual({
      ...view,
      verdict: 'disagree',
      pickProbability: 0.3,
    });
  });

  it('never depends on a hidden pick: every pick side gives the same answer, with no verdict', () => {
    const answers = ['home', 'draw', 'away', 'over2.5', 'home-1'].map((side) =>
      JSON.stringify(solutionModelView(view, side, false)),
    );
    expect(new Set(answers).size).toBe(1);
    expect(solutionModelView(view, 'home', false)).toEqual({
      ...view,
      verdict: 'hidden',
      pickProbability: null,
    });
  });
});
