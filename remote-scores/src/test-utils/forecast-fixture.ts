import type { ForecastView, MatchForecastData } from '@jincheng/shared';

/** A frozen football forecast shaped like GET /sportapi/matches/:id/forecast answers it (numbers to 4 places). */
export function frozenFootball(matchId = 77): MatchForecastData {
  const current: ForecastView = {
    kind: 'frozen',
    madeAt: '2026-11-21T12:00:05.000Z',
    kickoff: '2026-11-22T15:00:00.000Z',
    cutoff: '2026-11-16T00:00:00.000Z',
    fitted: 3571,
    voidedAt: null,
    voidReason: null,
    forecast: {
      sport: 'football',
      home: 0.5213,
      draw: 0.2391,
      away: 0.2396,
      xgHome: 1.7342,
      xgAway: 1.0215,
      scores: [
        { home: 1, away: 1, p: 0.1162 },
        { home: 1, away: 0, p: 0.1101 },
        { home: 2, away: 1, p: 0.1005 },
        { home: 2, away: 0, p: 0.0952 },
        { home: 0, away: 0, p: 0.0634 },
      ],
      over25: 0.5191,
      btts: 0.5297,
    },
  };
  return {
    matchId,
    sport: 'football',
    real: true,
    counted: false,
    current,
    voided: [
      {
        ...current,
        madeAt: '2026-11-14T09:00:00.000Z',
        kickoff: '2026-11-15T15:00:00.000Z',
        cutoff: '2026-11-09T00:00:00.000Z',
        fitted: 3550,
        voidedAt: '2026-11-15T10:00:00.000Z',
        voidReason: 'postponed',
        forecast: {
          ...current.forecast,
          home: 0.5011,
          draw: 0.2467,
          away: 0.2522,
        } as ForecastView['forecast'],
      },
    ],
    baseline: [0.4412, 0.2551, 0.3037],
    inPlay: null,
    reason: null,
  };
}

/** A finished real result of a past season: no frozen forecast, the 回测 of its week, counted in the record. */
export function backtestFootball(matchId = 78): MatchForecastData {
  const data = frozenFootball(matchId);
  return {
    ...data,
    counted: true,
    voided: [],
    // A point a minute; the home side scores at 30' and the away side at 70'.
    inPlay: Array.from({ length: 91 }, (_, minute) => {
      const scoreHome = minute >= 30 ? 1 : 0;
      const scoreAway = minute >= 70 ? 1 : 0;
      const lead = scoreHome - scoreAway;
      const home = lead > 0 ? 0.55 + minute / 400 : 0.5213 - minute / 400;
      const away = lead > 0 ? 0.15 - minute / 1000 : 0.2396 - minute / 1000;
      return { minute, scoreHome, scoreAway, home, draw: 1 - home - away, away };
    }),
    current: { ...data.current!, kind: 'backtest', madeAt: null, kickoff: '2025-03-08T15:00:00.000Z' },
  };
}

export function basketballForecast(matchId = 90): MatchForecastData {
  return {
    matchId,
    sport: 'basketball',
    real: false,
    counted: false,
    current: {
      kind: 'frozen',
      madeAt: '2026-11-21T11:00:00.000Z',
      kickoff: '2026-11-22T00:30:00.000Z',
      cutoff: '2026-11-16T00:00:00.000Z',
      fitted: 212,
      voidedAt: null,
      voidReason: null,
      forecast: {
        sport: 'basketball',
        home: 0.6412,
        away: 0.3588,
        pointsHome: 114.62,
        pointsAway: 110.21,
        margin: 4.41,
        total: 224.83,
      },
    },
    voided: [],
    baseline: null,
    inPlay: null,
    reason: null,
  };
}

/**
 * An NBA game with its in-play line as the server draws it (the line's numbers made up, the shape real):
 * `upTo` game minutes played, the home side 2 points up a minute; `overtimes` periods of 5 minutes after 48.
 */
export function liveBasketball(upTo = 30, overtimes = 0, matchId = 91): MatchForecastData {
  const periods = [1, 2, 3, 4, ...Array.from({ length: overtimes }, (_, i) => 5 + i)].map((period) => {
    const from = period <= 4 ? (period - 1) * 12 : 48 + (period - 5) * 5;
    return { period, from, to: from + (period <= 4 ? 12 : 5) };
  });
  return {
    ...basketballForecast(matchId),
    basketballInPlay: {
      quarterMinutes: 12,
      periods,
      points: Array.from({ length: upTo + 1 }, (_, minute) => {
        const home = minute === 0 ? 0.6412 : Math.min(1, 0.6412 + minute / 200);
        return { minute, scoreHome: 2 * minute, scoreAway: 0, home, draw: 0, away: 1 - home };
      }),
    },
  };
}

export const noForecast = (matchId = 79): MatchForecastData => ({
  matchId,
  sport: 'football',
  real: false,
  counted: false,
  current: null,
  voided: [],
  baseline: null,
  inPlay: null,
  reason: 'no-data',
});
