import type { ModelRecordData, Sport } from '@jincheng/shared/core';
import { sql } from 'kysely';
import type { Exec } from '../../db/database';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { isoUtc } from '../time';
import {
  fitAsOf,
  MIN_PRIOR,
  weeklyForecasts,
  weekStart,
  type BacktestEntry,
  type ModelFit,
  type RealResult,
} from './backtest';
import { recordOf, ROLLING_WINDOW, type ModelRecord } from './record';

/**
 * The model's stored side (issue 50): which stored results are real, the backtest and its record (computed
 * once per state of the real results, cached), and each match's frozen forecast (sport_forecasts, match-forecast.ts).
 *
 * Real and simulated: a past season's result is real unless `sport_matches.simulated` is set (a season
 * completed by simulation, history/complete-season.ts); in the present season only a finished match held to
 * its real result (`held`, the real 2026/27 fixtures of seed/real-fixtures.ts) is real — every other present
 * match is simulated by the engine, which itself plays from ratings fitted to the real results, so scoring
 * the model on it would prove nothing. Only real results are fitted and only real results enter the record.
 * Basketball has no real results in the product: its forecasts are made (from the simulated season's games)
 * and shown, never counted.
 */

const REAL_FOOTBALL = sql.raw(`m.sport = 'football' AND m.status = 'finished'
  AND m.home_score IS NOT NULL AND m.away_score IS NOT NULL
  AND ((s.current = 0 AND m.simulated = 0) OR (s.current = 1 AND m.held IS NOT NULL))`);

/** Every real football result the database holds, in kick-off order. */
export async function realResults(exec: Exec): Promise<RealResult[]> {
  const rows = await all(
    exec,
    sql<{
      id: number;
      league: string;
      code: string;
      kickoff: number;
      home: string;
      away: string;
      hs: number;
      as_: number;
    }>`SELECT m.id, l.short_name league, s.code, m.kickoff, h.name home, a.name away, m.home_score hs,
        m.away_score as_
      FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id JOIN sport_leagues l ON l.id = m.league_id
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      WHERE ${REAL_FOOTBALL} ORDER BY m.kickoff, m.id`,
  );
  return rows.map((r) => ({
    matchId: Number(r.id),
    league: r.league,
    season: r.code,
    kickoff: Number(r.kickoff),
    home: r.home,
    away: r.away,
    homeGoals: Number(r.hs),
    awayGoals: Number(r.as_),
  }));
}

/** Changes whenever the real results change (a reseed, a held match finishing): the backtest's cache key. */
async function resultsKey(exec: Exec): Promise<string> {
  const [row] = await all(
    exec,
    sql<{ n: number; mx: number; sig: number }>`SELECT COUNT(*) n, COALESCE(MAX(m.id), 0) mx,
      COALESCE(SUM(m.kickoff % 100000 + m.home_score * 7 + m.away_score * 13), 0) sig
      FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id WHERE ${REAL_FOOTBALL}`,
  );
  const meta = await all(
    exec,
    sql<{
      key: string;
      value: string;
    }>`SELECT key, value FROM sport_meta WHERE key IN ('seed', 'anchor', 'data_version')`,
  );
  const m = new Map(meta.map((r) => [r.key, r.value]));
  return [m.get('seed'), m.get('anchor'), m.get('data_version'), row?.n, row?.mx, row?.sig].join('|');
}

export interface ModelState {
  key: string;
  results: RealResult[];
  entries: BacktestEntry[];
  record: ModelRecord;
  /** The weekly fits by cut-off (the backtest's, and those made since for the present). */
  fits: Map<number, ModelFit>;
  /** How long the backtest took (ms). */
  ms: number;
}

interface Cached {
  key: string;
  state: Promise<ModelState>;
  checked: number;
}
/** Per database handle (a test process may hold several databases). */
const cache = new WeakMap<Exec, Cached>();
/** Databases whose backtest has been computed at least once (a newer one may be on its way). */
const computed = new WeakSet<Exec>();
/** The key (a scan of the real results, ~10 ms) is checked again after this long (ms). */
const KEY_TTL_MS = 5_000;
/** Fits kept beyond the backtest's own weeks. */
const EXTRA_FITS = 64;

async function build(exec: Exec, key: string): Promise<ModelState> {
  const results = await realResults(exec);
  const started = Date.now();
  const fits = new Map<number, ModelFit>();
  const entries: BacktestEntry[] = [];
  // A week at a time, letting requests through between fits: the whole backtest takes seconds.
  for (const week of weeklyForecasts(results, { onFit: (f) => fits.set(f.cutoff, f) })) {
    entries.push(...week);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { key, results, entries, record: recordOf(entries), fits, ms: Date.now() - started };
}

/**
 * The backtest of the real results the database holds now: computed once per state of them (checked at most
 * every KEY_TTL_MS; a held real result finishing, or a reseed, starts a new one).
 */
export async function modelState(exec: Exec): Promise<ModelState> {
  const cached = cache.get(exec);
  if (cached && Date.now() - cached.checked < KEY_TTL_MS) return cached.state;
  const key = await resultsKey(exec);
  if (cached?.key === key) {
    cached.checked = Date.now();
    return cached.state;
  }
  const entry: Cached = { key, state: build(exec, key), checked: Date.now() };
  cache.set(exec, entry);
  entry.state.then(() => computed.add(exec)).catch(() => undefined);
  entry.state.catch(() => {
    if (cache.get(exec) === entry) cache.delete(exec);
  });
  return entry.state;
}

/**
 * Whether the backtest can be read without waiting: true once a state has been computed for this database (a
 * newer one may be on its way). A read that must not wait seconds for it (a list of expert solutions) leaves
 * the model out until then; the server computes it at its start (MODEL_WARM) and a forecast read does too.
 */
export function modelReady(exec: Exec): boolean {
  return computed.has(exec);
}

/** The football fit as of `cutoff` (Monday 00:00 UTC of a week), from the state's real results. */
export function footballFit(state: ModelState, cutoff: number): ModelFit | null {
  const known = state.fits.get(cutoff);
  if (known) return known;
  const fit = fitAsOf(state.results, cutoff);
  if (fit) {
    if (state.fits.size > state.entries.length + EXTRA_FITS)
      state.fits.delete(state.fits.keys().next().value!);
    state.fits.set(cutoff, fit);
  }
  return fit;
}

// ---------------------------------------------------------------------------------------------------------
// The API's shapes.

/** The record's answer (shared/src/api/sport/model.ts). */
export type RecordData = ModelRecordData;

const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const scores = <T extends { brier: number | null; logLoss: number | null }>(s: T): T => ({
  ...s,
  brier: s.brier === null ? null : r4(s.brier),
  logLoss: s.logLoss === null ? null : r4(s.logLoss),
});

/** The public track record of a sport's model. */
export async function modelRecord(ctx: SportContext, sport: Sport): Promise<RecordData> {
  if (sport === 'basketball') {
    const empty = recordOf([]);
    return {
      sport,
      method: 'walk-forward',
      comparedWith: ['baseline'],
      realResults: 0,
      forecasts: 0,
      minPrior: MIN_PRIOR,
      through: null,
      computeMs: 0,
      overall: empty.overall,
      groups: [],
      calibration: empty.calibration,
      rolling: [],
    };
  }
  const state = await modelState(ctx.db.qb);
  const { record } = state;
  const last = state.results[state.results.length - 1];
  return {
    sport,
    method: 'walk-forward',
    comparedWith: ['baseline'],
    realResults: state.results.length,
    forecasts: state.entries.length,
    minPrior: MIN_PRIOR,
    through: last ? isoUtc(last.kickoff) : null,
    computeMs: state.ms,
    overall: {
      n: record.overall.n,
      model: scores(record.overall.model),
      baseline: scores(record.overall.baseline),
    },
    groups: record.groups.map((g) => ({ ...g, model: scores(g.model), baseline: scores(g.baseline) })),
    calibration: record.calibration.map((b) => ({
      ...b,
      forecast: b.forecast === null ? null : r4(b.forecast),
      observed: b.observed === null ? null : r4(b.observed),
    })),
    rolling: record.rolling.map((series) => ({
      league: series.league,
      season: series.season,
      window: ROLLING_WINDOW,
      // The last point of each week (a round): the chart's resolution, a tenth of the bytes.
      points: series.points
        .filter((p, i, list) => {
          const next = list[i + 1];
          return !next || weekStart(next.kickoff) !== weekStart(p.kickoff);
        })
        .map((p) => ({ kickoff: isoUtc(p.kickoff), n: p.n, model: r4(p.model), baseline: r4(p.baseline) })),
    })),
  };
}
