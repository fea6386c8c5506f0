import { brierScore, logLoss, recordOf, type RecordEntry } from '../../../src/sport/model/record';

/** The record's one function (issue 50) against a tiny fixture worked out by hand. */
const entry = (
  matchId: number,
  kickoff: number,
  model: number[],
  baseline: number[],
  outcome: number,
): RecordEntry => ({
  matchId,
  league: '英超',
  season: '2024-25',
  kickoff,
  model,
  baseline,
  outcome,
});

describe('track record metrics', () => {
  const fixture = [
    entry(1, 100, [0.5, 0.3, 0.2], [0.45, 0.25, 0.3], 0),
    entry(2, 200, [0.2, 0.3, 0.5], [0.45, 0.25, 0.3], 1),
  ];

  it('scores one forecast by hand', () => {
    // (0.5 − 1)² + 0.3² + 0.2² = 0.25 + 0.09 + 0.04
    expect(brierScore([0.5, 0.3, 0.2], 0)).toBeCloseTo(0.38, 12);
    expect(brierScore([1 / 3, 1 / 3, 1 / 3], 2)).toBeCloseTo(2 / 3, 12);
    expect(logLoss([0.5, 0.3, 0.2], 1)).toBeCloseTo(-Math.log(0.3), 12);
    // A certain forecast that fails is floored, not infinite.
    expect(logLoss([1, 0, 0], 1)).toBeCloseTo(-Math.log(1e-15), 9);
  });

  it('gives the hand-computed Brier score, log loss, calibration and rolling series', () => {
    const r = recordOf(fixture, 1);
    // model: (0.38 + 0.78) / 2; −(ln 0.5 + ln 0.3) / 2
    expect(r.overall.n).toBe(2);
    expect(r.overall.model.brier).toBeCloseTo(0.58, 12);
    expect(r.overall.model.logLoss).toBeCloseTo(0.94856, 6);
    // baseline: (0.455 + 0.855) / 2; −(ln 0.45 + ln 0.25) / 2
    expect(r.overall.baseline.brier).toBeCloseTo(0.655, 12);
    expect(r.overall.baseline.logLoss).toBeCloseTo(1.092401, 6);
    expect(r.groups).toEqual([
      { league: '英超', season: '2024-25', n: 2, model: r.overall.model, baseline: r.overall.baseline },
    ]);
    // Pairs (p, happened): (0.5 ✓) (0.3) (0.2) (0.2) (0.3 ✓) (0.5): deciles 2, 3 and 5 hold two each.
    const bins = r.calibration.filter((b) => b.n > 0);
    expect(r.calibration).toHaveLength(10);
    expect(bins.map((b) => [b.from, b.n, b.forecast, b.observed])).toEqual([
      [0.2, 2, 0.2, 0],
      [0.3, 2, 0.3, 0.5],
      [0.5, 2, 0.5, 0.5],
    ]);
    expect(r.calibration[0]).toEqual({ from: 0, to: 0.1, n: 0, forecast: null, observed: null });
    // A window of one match: each point is that match's own score.
    expect(r.rolling).toHaveLength(1);
    expect(r.rolling[0]!.points.map((p) => [p.matchId, p.n])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(r.rolling[0]!.points[0]!.model).toBeCloseTo(0.38, 12);
    expect(r.rolling[0]!.points[1]!.model).toBeCloseTo(0.78, 12);
    expect(r.rolling[0]!.points[1]!.baseline).toBeCloseTo(0.855, 12);
    // A window of two: the second point is the mean of both.
    expect(recordOf(fixture, 2).rolling[0]!.points[1]!.model).toBeCloseTo(0.58, 12);
  });

  it('keeps leagues and seasons apart and answers an empty record', () => {
    const other = { ...fixture[1]!, league: '西甲' };
    const r = recordOf([fixture[0]!, other]);
    expect(r.groups.map((g) => [g.league, g.n, g.model.brier])).toEqual([
      ['英超', 1, expect.closeTo(0.38, 12)],
      ['西甲', 1, expect.closeTo(0.78, 12)],
    ]);
    const none = recordOf([]);
    expect(none.overall).toEqual({
      n: 0,
      model: { n: 0, brier: null, logLoss: null },
      baseline: { n: 0, brier: null, logLoss: null },
    });
    expect(none.groups).toEqual([]);
  });
});
