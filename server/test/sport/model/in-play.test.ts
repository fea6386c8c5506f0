import { footballForecast } from '../../../src/sport/model/forecast';
import { footballInPlay, footballInPlaySeries } from '../../../src/sport/model/in-play';

/** The in-play win probability (issue 50) against values worked out by hand. */
describe('football in play', () => {
  it('is the forecast itself at 0′ and 0–0', () => {
    const f = footballForecast(1.7, 0.9);
    const p = footballInPlay(1.7, 0.9, 0, 0, 0);
    expect(p.home).toBeCloseTo(f.home, 12);
    expect(p.draw).toBeCloseTo(f.draw, 12);
    expect(p.away).toBeCloseTo(f.away, 12);
  });

  it('scales the goals still to come to the time left: at 45′, 1 v 1 expected gives 0.5 each to come', () => {
    // 0–0 at half time: the rest is two Poisson(0.5) counts; P(draw) = e^-1 I0(1) = 0.367879 × 1.266066.
    const p = footballInPlay(1, 1, 45, 0, 0);
    expect(p.draw).toBeCloseTo(0.46576, 5);
    expect(p.home).toBeCloseTo(p.away, 12);
    // 1–0 up at half time: D = goals to come home − away is Skellam(0.5, 0.5); level again iff D = −1, with
    // P = e^-1 I1(1) = 0.367879 × 0.565159; the home side wins iff D ≥ 0: P(D = 0) + (1 − P(D = 0)) / 2.
    const up = footballInPlay(1, 1, 45, 1, 0);
    expect(up.draw).toBeCloseTo(0.20791, 5);
    expect(up.home).toBeCloseTo(0.46576 + (1 - 0.46576) / 2, 5);
  });

  it('stands on the score from the 90th minute on', () => {
    expect(footballInPlay(2, 1, 90, 1, 1)).toEqual({ home: 0, draw: 1, away: 0 });
    expect(footballInPlay(2, 1, 93, 0, 2)).toEqual({ home: 0, draw: 0, away: 1 });
  });

  it('draws a point a minute, each at the score after its minute’s goals; a late equaliser lifts the draw', () => {
    const goals = [
      { minute: 20, home: 1, away: 0 },
      { minute: 85, home: 1, away: 1 },
    ];
    const line = footballInPlaySeries({ xgHome: 1.4, xgAway: 1.1 }, goals, 90);
    expect(line).toHaveLength(91);
    expect(line.map((p) => p.minute)).toEqual(Array.from({ length: 91 }, (_, i) => i));
    expect([line[19]!.scoreHome, line[20]!.scoreHome, line[84]!.scoreAway, line[85]!.scoreAway]).toEqual([
      0, 1, 0, 1,
    ]);
    for (const p of line) expect(p.home + p.draw + p.away).toBeCloseTo(1, 12);
    // Leading, the home side's chance grows as the clock runs; the equaliser at 85′ swaps it for the draw.
    expect(line[84]!.home).toBeGreaterThan(line[21]!.home);
    expect(line[85]!.draw).toBeGreaterThan(0.8);
    expect(line[90]).toMatchObject({ home: 0, draw: 1, away: 0 });
    // A live match stops at its minute.
    expect(footballInPlaySeries({ xgHome: 1.4, xgAway: 1.1 }, goals, 33)).toHaveLength(34);
  });
});
