import type { Sport } from './common';

/**
 * 数据模型 (issue 50, docs/sportapi.md "数据模型"): the product's own forecast of a match and the model's public
 * track record on real matches. Probabilities are 0–1; times are ISO 8601 in UTC.
 */

export interface ScoreChance {
  home: number;
  away: number;
  p: number;
}

export interface FootballForecast {
  sport: 'football';
  /** P(主胜), P(平), P(客胜); they sum to 1. */
  home: number;
  draw: number;
  away: number;
  /** Expected goals of each side. */
  xgHome: number;
  xgAway: number;
  /** The five most likely scores, most likely first. */
  scores: ScoreChance[];
  /** P(3 or more goals in all): 大2.5球. */
  over25: number;
  /** P(both sides score). */
  btts: number;
}

export interface BasketballForecast {
  sport: 'basketball';
  /** P(home win), P(away win) (no draws: overtime decides). */
  home: number;
  away: number;
  /** Expected points of each side, their difference (home − away) and sum. */
  pointsHome: number;
  pointsAway: number;
  margin: number;
  total: number;
  /**
   * The spread (sd) of the home margin in the fit the forecast was made with: P(home) = Φ(margin / marginSd).
   * Absent from forecasts frozen before it was stored.
   */
  marginSd?: number;
}

export type Forecast = FootballForecast | BasketballForecast;

/** Why a forecast was voided: the match was postponed, called off, abandoned, set to 待定 or moved. */
export type ForecastVoidReason = 'postponed' | 'cancelled' | 'abandoned' | 'tbd' | 'moved';

export interface ForecastView {
  /** 'frozen': made before kick-off and stored, never changed; 'backtest': the fit of its week recomputed (回测). */
  kind: 'frozen' | 'backtest';
  /** When it was made; null for a backtest. */
  madeAt: string | null;
  /** The kick-off it was made for. */
  kickoff: string;
  /** The fit read every real result known by this instant (a Monday 00:00 UTC): `fitted` of them. */
  cutoff: string;
  fitted: number;
  voidedAt: string | null;
  voidReason: ForecastVoidReason | null;
  forecast: Forecast;
}

/**
 * A list row's or 情报 item's compact forecast bar: the open frozen forecast's P(主胜, 平, 客胜) (football) or
 * P(主胜, 客胜) (basketball), rounded to 3 decimals. Absent where the match has no frozen forecast.
 */
export type ModelBar = [number, number, number] | [number, number];

/**
 * A minute of the in-play line: the score then, and P(主胜, 平, 客胜) from the forecast and the clock. Basketball's
 * `draw` is always 0 (overtime decides); its `minute` is game time.
 */
export interface InPlayPoint {
  minute: number;
  scoreHome: number;
  scoreAway: number;
  home: number;
  draw: number;
  away: number;
}

/** Basketball's in-play line: P(home) a game minute, with the game's periods for the time axis. */
export interface BasketballInPlay {
  /** Minutes a regulation quarter (12 in NBA-style leagues, 10 under FIBA rules); an overtime is 5. */
  quarterMinutes: number;
  /** The periods on the line's minute axis, 1–4 the quarters, 5 on the overtimes played so far. */
  periods: Array<{ period: number; from: number; to: number }>;
  /** A point a game minute, from 0 to now (to the final buzzer once finished, overtimes included). */
  points: InPlayPoint[];
}

export interface MatchForecastData {
  matchId: number;
  sport: Sport;
  /** The match's result is (or will be) real: a past season's real result or a real 2026/27 fixture. */
  real: boolean;
  /** Its backtest forecast is in the public record (a finished real football result with enough past). */
  counted: boolean;
  /** The forecast to show: the open frozen one, else the backtest of its week; null when none. */
  current: ForecastView | null;
  /** Forecasts of earlier dates, voided when the match was postponed or moved, oldest first. */
  voided: ForecastView[];
  /** The naive baseline P(主胜, 平, 客胜) of the competition from the same fit (football), when it has one. */
  baseline: [number, number, number] | null;
  /**
   * Football, once the match has kicked off and has a forecast: the in-play probability line, a point a minute
   * from 0' to now (to 90' when finished), from `current`'s expected goals and the stored goals. Null otherwise.
   */
  inPlay: InPlayPoint[] | null;
  /**
   * Basketball, once the game has tipped off and has a forecast: its in-play line (server/src/sport/model/
   * in-play.ts). Apart from `inPlay` so that a remote drawing football's line only never draws this one. Null
   * otherwise, and for a finished game stored without its scoring plays; absent from older servers.
   */
  basketballInPlay?: BasketballInPlay | null;
  /** Why there is no forecast: 'no-data' (the model knows neither the competition nor both clubs). */
  reason: 'no-data' | null;
}

export interface ModelScores {
  n: number;
  /** Mean Brier score (Σ over the outcomes of (p − o)²) and log loss (−ln p of what happened); null when n is 0. */
  brier: number | null;
  logLoss: number | null;
}

export interface ModelGroupRecord {
  league: string;
  /** Season code (2024-25). */
  season: string;
  n: number;
  model: ModelScores;
  baseline: ModelScores;
}

export interface CalibrationBin {
  /** The bin's probability range [from, to) (the last includes 1). */
  from: number;
  to: number;
  /** How many (probability, outcome) pairs fell in it: each forecast gives one per outcome. */
  n: number;
  /** Their mean forecast probability and the share that happened; null for an empty bin. */
  forecast: number | null;
  observed: number | null;
}

export interface ModelRecordData {
  sport: Sport;
  /** Always a walk-forward backtest (回测): each forecast from a fit of results before its week. */
  method: 'walk-forward';
  /** What the model is compared with: the naive baseline only (no licensed bookmakers' closing odds). */
  comparedWith: ['baseline'];
  /** Real results the product holds, and how many were forecast (the rest: too little past). */
  realResults: number;
  forecasts: number;
  /** Past real results of a competition needed before its matches are forecast. */
  minPrior: number;
  /** The newest real result's kick-off; null when none. */
  through: string | null;
  /** How long the backtest took to compute (ms). */
  computeMs: number;
  overall: { n: number; model: ModelScores; baseline: ModelScores };
  groups: ModelGroupRecord[];
  calibration: CalibrationBin[];
  /** Per league and season, the Brier score of the last `window` matches, one point a week. */
  rolling: Array<{
    league: string;
    season: string;
    window: number;
    points: Array<{ kickoff: string; n: number; model: number; baseline: number }>;
  }>;
}

/**
 * The model against an expert's pick: 'agree' when the pick is the model's likeliest outcome of its market,
 * 'disagree' when it is not, 'unpriced' when the model does not price the pick's market (模型不覆盖此玩法),
 * 'hidden' while the pick is hidden from this reader (a paid solution not bought): then nothing here depends
 * on the pick.
 */
export type PickVerdict = 'agree' | 'disagree' | 'unpriced' | 'hidden';

/** The model's view beside an expert's solution (issue 50): its forecast of the match and, once the pick is visible, its verdict. */
export interface SolutionModelView {
  /** The forecast shown on the match page: frozen before kick-off, or the backtest of its week (回测). */
  kind: ForecastView['kind'];
  madeAt: string | null;
  forecast: Forecast;
  verdict: PickVerdict;
  /** The model's probability of the picked outcome: null unless the verdict is 'agree' or 'disagree'. */
  pickProbability: number | null;
}
