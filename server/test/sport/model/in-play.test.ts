import { basketballForecast, footballForecast } from '../../../src/sport/model/forecast';
import {
  basketballElapsed,
  basketballInPlay,
  basketballInPlaySeries,
  basketballPeriods,
  footballInPlay,
  footballInPlaySeries,
} from '../../../src/sport/model/in-play';
import { handBasketballRatings } from './hand-ratings';

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

describe('basketball in play', () => {
  // A strong home side: 7 points better expected, the fit's margin spread 12 (NBA: 48 minutes).
  const f = { margin: 7, marginSd: 12 };

  it('is the forecast itself at tip-off, level: Φ(7 / 12) = 0.7201655', () => {
    const r = handBasketballRatings();
    const forecast = basketballForecast(r, 1, 2);
    expect(forecast.marginSd).toBe(12);
    expect(basketballInPlay(forecast.margin, 12, 48, 48, 0)).toBeCloseTo(forecast.home, 12);
    expect(basketballInPlay(7, 12, 48, 48, 0)).toBeCloseTo(0.7201655, 6);
  });

  it('scales the margin to come by the time left and its spread by the root of it', () => {
    // 12 of 48 minutes left, 4 up, 8 better expected: to come ~ N(8 × 1/4, 12 × √(1/4)) = N(2, 6);
    // P(4 + N(2, 6) > 0) = Φ(6 / 6) = Φ(1) = 0.8413447.
    expect(basketballInPlay(8, 12, 48, 12, 4)).toBeCloseTo(0.8413447, 6);
    // The same quarter of a FIBA game (40 minutes): the same share of the game, the same chance.
    expect(basketballInPlay(8, 12, 40, 10, 4)).toBeCloseTo(0.8413447, 6);
    // Half time, 3 down, 6 better expected: to come ~ N(3, 12/√2): level on average, an even game.
    expect(basketballInPlay(6, 12, 48, 24, -3)).toBeCloseTo(0.5, 6); // normalCdf is good to about 1e-7
  });

  it('is 1 or 0 at the buzzer; a tie then is an overtime of 5 minutes to win', () => {
    expect(basketballInPlay(7, 12, 48, 0, 1)).toBe(1);
    expect(basketballInPlay(7, 12, 48, 0, -2)).toBe(0);
    // Φ(7 × 5/48 / (12 × √(5/48))) = Φ(7/12 × √(5/48)) = Φ(0.188270) = 0.5746675.
    expect(basketballInPlay(7, 12, 48, 0, 0)).toBeCloseTo(0.5746675, 6);
  });

  it('reads the game clock as minutes of game time, overtimes 5 minutes each', () => {
    expect(basketballElapsed(12, 1, 720)).toBe(0);
    expect(basketballElapsed(12, 3, 360)).toBe(30);
    expect(basketballElapsed(12, 5, 0)).toBe(53);
    expect(basketballElapsed(10, 4, 0)).toBe(40);
    expect(basketballElapsed(10, 6, 150)).toBe(47.5);
    expect(basketballPeriods(10, 1)).toEqual([
      { period: 1, from: 0, to: 10 },
      { period: 2, from: 10, to: 20 },
      { period: 3, from: 20, to: 30 },
      { period: 4, from: 30, to: 40 },
      { period: 5, from: 40, to: 45 },
    ]);
  });

  it('draws a point a game minute through overtime, each at the score after its minute’s points', () => {
    const scores = [
      { minute: 1.5, home: 2, away: 0 },
      { minute: 47.5, home: 98, away: 98 },
      { minute: 50.2, home: 100, away: 98 },
    ];
    const line = basketballInPlaySeries(f, 12, scores, 53);
    expect(line.map((p) => p.minute)).toEqual(Array.from({ length: 54 }, (_, i) => i));
    expect(line[0]!.home).toBeCloseTo(0.7201655, 6);
    expect([line[1]!.scoreHome, line[2]!.scoreHome, line[47]!.scoreAway, line[48]!.scoreAway]).toEqual([
      0, 2, 0, 98,
    ]);
    for (const p of line) {
      expect(p.draw).toBe(0);
      expect(p.home + p.away).toBeCloseTo(1, 12);
    }
    // Level at the end of the fourth: the overtime to come decides.
    expect(line[48]!.home).toBeCloseTo(0.5746675, 6);
    // 2 up with 2 of the overtime's 5 minutes left: Φ((2 + 7 × 2/48) / (12 × √(2/48))) = 0.8252524.
    expect(line[51]!.home).toBeCloseTo(0.8252524, 6);
    expect(line[53]).toMatchObject({ scoreHome: 100, scoreAway: 98, home: 1, away: 0 });
    // A live game stops at its minute.
    expect(basketballInPlaySeries(f, 12, scores, 20.7)).toHaveLength(21);
  });
});
