import type { ModelRecordData } from '@jincheng/shared';

const scores = (n: number, brier: number, logLoss: number) => ({ n, brier, logLoss });

/** Shaped like GET /sportapi/model/record?sport=football answers it (docs/sportapi.md's measured rows). */
export function footballRecord(): ModelRecordData {
  return {
    sport: 'football',
    method: 'walk-forward',
    comparedWith: ['baseline'],
    realResults: 3812,
    forecasts: 620,
    minPrior: 30,
    through: '2026-09-17T19:00:00.000Z',
    computeMs: 8123,
    overall: { n: 620, model: scores(620, 0.5963, 1.0011), baseline: scores(620, 0.6554, 1.0819) },
    groups: [
      {
        league: '英超',
        season: '2024-25',
        n: 350,
        model: scores(350, 0.6098, 1.0134),
        baseline: scores(350, 0.6587, 1.0858),
      },
      {
        league: '西甲',
        season: '2024-25',
        n: 270,
        model: scores(270, 0.5799, 0.9801),
        baseline: scores(270, 0.6515, 1.0772),
      },
    ],
    calibration: Array.from({ length: 10 }, (_, i) => ({
      from: i / 10,
      to: (i + 1) / 10,
      n: i === 9 ? 0 : 200 - i * 15,
      forecast: i === 9 ? null : Math.round((i / 10 + 0.05) * 10000) / 10000,
      observed: i === 9 ? null : Math.round((i / 10 + 0.04) * 10000) / 10000,
    })),
    rolling: [
      {
        league: '英超',
        season: '2024-25',
        window: 50,
        points: [
          { kickoff: '2024-10-07T00:00:00.000Z', n: 50, model: 0.6213, baseline: 0.6601 },
          { kickoff: '2024-10-14T00:00:00.000Z', n: 50, model: 0.6101, baseline: 0.6644 },
          { kickoff: '2024-10-21T00:00:00.000Z', n: 50, model: 0.5987, baseline: 0.6532 },
        ],
      },
      {
        league: '西甲',
        season: '2024-25',
        window: 50,
        points: [{ kickoff: '2024-10-21T00:00:00.000Z', n: 50, model: 0.5712, baseline: 0.6498 }],
      },
    ],
  };
}

/** Basketball: no real results in the product, so nothing is counted. */
export function basketballRecord(): ModelRecordData {
  return {
    sport: 'basketball',
    method: 'walk-forward',
    comparedWith: ['baseline'],
    realResults: 0,
    forecasts: 0,
    minPrior: 30,
    through: null,
    computeMs: 1,
    overall: {
      n: 0,
      model: { n: 0, brier: null, logLoss: null },
      baseline: { n: 0, brier: null, logLoss: null },
    },
    groups: [],
    calibration: [],
    rolling: [],
  };
}
