/**
 * The model's track record (issue 50), computed by ONE function, `recordOf`, from scored forecasts of real
 * matches only (backtest.ts makes them; a simulated match never reaches here). A forecast is a probability per
 * outcome (football: home, draw, away; basketball: home, away) and the outcome that happened.
 *
 * - Brier score: Σ over the outcomes of (p_i − o_i)², o_i 1 for what happened and 0 otherwise (the original
 *   multi-category form of Brier 1950: 0 is perfect, a uniform 3-way guess scores 2/3).
 * - Log loss: −ln p(what happened), the probability floored at 1e-15 (a certain forecast that fails would be ∞).
 * - Calibration: every outcome's probability of every forecast is one (probability, happened?) pair, binned in
 *   deciles of the probability; each bin says how many pairs, their mean probability and how often it happened.
 * - Rolling: per league and season, the mean Brier score of the last `window` matches after each match, model
 *   and baseline, in kick-off order.
 */

export interface RecordEntry {
  matchId: number;
  league: string;
  season: string;
  /** Epoch seconds. */
  kickoff: number;
  /** The model's probabilities per outcome (sum 1). */
  model: readonly number[];
  /** The naive baseline's probabilities per outcome (sum 1). */
  baseline: readonly number[];
  /** Index of the outcome that happened. */
  outcome: number;
}

export interface Scores {
  n: number;
  /** Means over the n forecasts; null when there are none. */
  brier: number | null;
  logLoss: number | null;
}

export interface GroupRecord {
  league: string;
  season: string;
  n: number;
  model: Scores;
  baseline: Scores;
}

export interface CalibrationBin {
  /** The bin's probability range [from, to) (the last bin includes 1). */
  from: number;
  to: number;
  /** How many (probability, outcome) pairs fell in it. */
  n: number;
  /** Their mean forecast probability, and the share of them that happened; null for an empty bin. */
  forecast: number | null;
  observed: number | null;
}

export interface RollingPoint {
  matchId: number;
  kickoff: number;
  /** Matches in the window (up to `window`). */
  n: number;
  model: number;
  baseline: number;
}

export interface RollingSeries {
  league: string;
  season: string;
  window: number;
  points: RollingPoint[];
}

export interface ModelRecord {
  overall: { n: number; model: Scores; baseline: Scores };
  groups: GroupRecord[];
  calibration: CalibrationBin[];
  rolling: RollingSeries[];
}

const FLOOR = 1e-15;
/** Deciles of forecast probability. */
export const CALIBRATION_BINS = 10;
/** Matches in a rolling window. */
export const ROLLING_WINDOW = 50;

/** One forecast's Brier score (sum of squares over the outcomes). */
export function brierScore(p: readonly number[], outcome: number): number {
  return p.reduce((sum, pi, i) => sum + (pi - (i === outcome ? 1 : 0)) ** 2, 0);
}

/** One forecast's log loss (natural log). */
export function logLoss(p: readonly number[], outcome: number): number {
  return -Math.log(Math.max(p[outcome] ?? 0, FLOOR));
}

function scores(entries: readonly RecordEntry[], which: 'model' | 'baseline'): Scores {
  const n = entries.length;
  if (n === 0) return { n, brier: null, logLoss: null };
  let b = 0;
  let l = 0;
  for (const e of entries) {
    b += brierScore(e[which], e.outcome);
    l += logLoss(e[which], e.outcome);
  }
  return { n, brier: b / n, logLoss: l / n };
}

function calibration(entries: readonly RecordEntry[]): CalibrationBin[] {
  const bins = Array.from({ length: CALIBRATION_BINS }, (_, i) => ({ i, n: 0, p: 0, hit: 0 }));
  for (const e of entries)
    e.model.forEach((p, i) => {
      const bin = bins[Math.min(CALIBRATION_BINS - 1, Math.floor(p * CALIBRATION_BINS))]!;
      bin.n += 1;
      bin.p += p;
      if (i === e.outcome) bin.hit += 1;
    });
  return bins.map((b) => ({
    from: b.i / CALIBRATION_BINS,
    to: (b.i + 1) / CALIBRATION_BINS,
    n: b.n,
    forecast: b.n ? b.p / b.n : null,
    observed: b.n ? b.hit / b.n : null,
  }));
}

function rolling(entries: readonly RecordEntry[], window: number): RollingPoint[] {
  const ordered = [...entries].sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
  const points: RollingPoint[] = [];
  let model = 0;
  let baseline = 0;
  ordered.forEach((e, k) => {
    model += brierScore(e.model, e.outcome);
    baseline += brierScore(e.baseline, e.outcome);
    const out = ordered[k - window];
    if (out) {
      model -= brierScore(out.model, out.outcome);
      baseline -= brierScore(out.baseline, out.outcome);
    }
    const n = Math.min(k + 1, window);
    points.push({ matchId: e.matchId, kickoff: e.kickoff, n, model: model / n, baseline: baseline / n });
  });
  return points;
}

/**
 * The record of a set of scored forecasts: overall and per league and season (model and baseline), the
 * model's calibration, and a rolling Brier series per league and season. Groups in first-kick-off order.
 */
export function recordOf(entries: readonly RecordEntry[], window = ROLLING_WINDOW): ModelRecord {
  const groups = new Map<string, RecordEntry[]>();
  const ordered = [...entries].sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
  for (const e of ordered) {
    const key = `${e.league}|${e.season}`;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  const list = [...groups.values()];
  return {
    overall: { n: entries.length, model: scores(entries, 'model'), baseline: scores(entries, 'baseline') },
    groups: list.map((g) => ({
      league: g[0]!.league,
      season: g[0]!.season,
      n: g.length,
      model: scores(g, 'model'),
      baseline: scores(g, 'baseline'),
    })),
    calibration: calibration(entries),
    rolling: list.map((g) => ({
      league: g[0]!.league,
      season: g[0]!.season,
      window,
      points: rolling(g, window),
    })),
  };
}
