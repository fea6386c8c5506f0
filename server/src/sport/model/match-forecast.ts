import {
  type ForecastView,
  type ForecastVoidReason,
  type MatchForecastData,
  type MatchStatus,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { breathe } from '../../breathe';
import type { Exec } from '../../db/database';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { MIN_GAMES_PER_TEAM } from '../odds/basketball-odds';
import { fitBasketballRatings, type BasketballRatings } from '../ratings/basketball-fit';
import { seasonGames } from '../repo/odds';
import { isoUtc } from '../time';
import { forecastOf, RESULT_KNOWN_S, weekStart } from './backtest';
import { basketballForecast, type Forecast } from './forecast';
import type { SweepResult } from './forecast-sweep';
import { basketballInPlayOf, inPlayOf, type MatchRow } from './in-play-lines';
import { footballFit, modelState } from './store';

/**
 * A match's forecast (issue 50): frozen before kick-off in sport_forecasts (migration 039) and never changed;
 * voided (kept) when the match is postponed, called off or moved, and made again for its new date. A match
 * that kicked off without one (the seeded past of the present) shows the backtest of its week, labelled so.
 * Football reads the fit of real results (store.ts); basketball, which has no real results in the product,
 * the simulated season's games before the week: shown, never counted.
 */

/** Basketball fits by season, cutoff and games known: a handful per week, bounded. */
const basketballFits = new LRUCache<string, BasketballRatings>({ max: 64 });

export type { ForecastView, MatchForecastData } from '@jincheng/shared/core';

interface ForecastRow {
  id: number;
  made_at: number;
  kickoff: number;
  cutoff: number;
  fitted: number;
  forecast: string;
  voided_at: number | null;
  void_reason: string | null;
}

/** A forecast on a match of this status is voided: it will not be played at the kick-off it was made for. */
export const VOID_STATUS: Partial<Record<MatchStatus, ForecastVoidReason>> = {
  postponed: 'postponed',
  cancelled: 'cancelled',
  abandoned: 'abandoned',
  tbd: 'tbd',
};

const viewOf = (f: ForecastRow): ForecastView => ({
  kind: 'frozen',
  madeAt: isoUtc(Number(f.made_at)),
  kickoff: isoUtc(Number(f.kickoff)),
  cutoff: isoUtc(Number(f.cutoff)),
  fitted: Number(f.fitted),
  voidedAt: f.voided_at === null ? null : isoUtc(Number(f.voided_at)),
  voidReason: f.void_reason as ForecastVoidReason | null,
  forecast: JSON.parse(f.forecast) as Forecast,
});

interface Made {
  forecast: Forecast;
  cutoff: number;
  fitted: number;
  baseline: [number, number, number] | null;
}

/** The model's forecast of a match from the fit as of `cutoff`; null when the model knows too little. */
async function makeForecast(ctx: SportContext, row: MatchRow, cutoff: number): Promise<Made | null> {
  if (row.sport === 'football') {
    const state = await modelState(ctx.db.qb);
    const fit = footballFit(state, cutoff);
    const made = fit ? forecastOf(fit, row.league, row.home, row.away) : null;
    return made && fit
      ? { forecast: made.forecast, cutoff, fitted: fit.fitted, baseline: made.baseline }
      : null;
  }
  const games = await seasonGames(ctx, Number(row.season_id), cutoff - RESULT_KNOWN_S + 1);
  const played = (team: number) => games.filter((g) => g.home === team || g.away === team).length;
  if (played(Number(row.home_id)) < MIN_GAMES_PER_TEAM || played(Number(row.away_id)) < MIN_GAMES_PER_TEAM)
    return null;
  const key = `${row.season_id}|${cutoff}|${games.length}`;
  let fit = basketballFits.get(key);
  if (!fit) {
    fit = fitBasketballRatings(games);
    basketballFits.set(key, fit);
  }
  return {
    forecast: basketballForecast(fit, Number(row.home_id), Number(row.away_id)),
    cutoff,
    fitted: games.length,
    baseline: null,
  };
}

const forecastsOf = (exec: Exec, matchId: number) =>
  all(
    exec,
    sql<ForecastRow>`SELECT id, made_at, kickoff, cutoff, fitted, forecast, voided_at, void_reason
      FROM sport_forecasts WHERE match_id = ${matchId} ORDER BY id`,
  );

/** The columns of a match the forecast reads (`m` the match; joins its season, league and clubs). */
const MATCH_FROM = sql`SELECT m.id, m.sport, m.status, m.minute, m.period, m.clock, m.periods, m.home_score, m.away_score, m.kickoff, m.season_id,
    m.home_id, m.away_id, m.simulated, m.held, s.current, l.short_name league, h.name home, a.name away
  FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id JOIN sport_leagues l ON l.id = m.league_id
  JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id`;

/**
 * Freezes and voids a match's forecasts as they stand at `now` — the one place that does either, for a read
 * of the match's forecast and for the sweep (forecast-sweep.ts) alike: an open forecast of a match that was
 * postponed, called off or moved is voided (kept); a match still to kick off without an open forecast gets
 * one, made now from the fit of this week. Idempotent: at most one open forecast per match (a unique index),
 * so two instances settling it at once store one. Returns the match's stored forecasts, oldest first.
 */
async function settleForecasts(ctx: SportContext, row: MatchRow, now: number): Promise<ForecastRow[]> {
  const exec = ctx.db.qb;
  const matchId = Number(row.id);
  const kickoff = Number(row.kickoff);
  let stored = await forecastsOf(exec, matchId);
  const open = stored.find((f) => f.voided_at === null);
  const reason = VOID_STATUS[row.status] ?? (open && Number(open.kickoff) !== kickoff ? 'moved' : null);
  if (open && reason) {
    await sql`UPDATE sport_forecasts SET voided_at = ${now}, void_reason = ${reason}
      WHERE id = ${open.id} AND voided_at IS NULL`.execute(exec);
    stored = await forecastsOf(exec, matchId);
  }
  const pending = !stored.some((f) => f.voided_at === null);
  if (pending && row.status === 'scheduled' && now < kickoff) {
    const made = await makeForecast(ctx, row, weekStart(now));
    if (made) {
      await sql`INSERT INTO sport_forecasts (match_id, sport, made_at, kickoff, cutoff, fitted, forecast)
        VALUES (${matchId}, ${row.sport}, ${now}, ${kickoff}, ${made.cutoff}, ${made.fitted},
          ${JSON.stringify(made.forecast)}) ON CONFLICT DO NOTHING`.execute(exec);
      stored = await forecastsOf(exec, matchId);
    }
  }
  return stored;
}

/**
 * Settles every match that needs it (settleForecasts, one match at a time): each scheduled match kicking off
 * within `windowS` of `now` that has no open forecast, and each open forecast that must be voided — its match
 * postponed, called off, abandoned, set to 待定 or moved — wherever the match now stands (a moved match gets
 * its new forecast at once, as a read would make it). A finished or live match is never touched.
 */
export async function sweepForecasts(ctx: SportContext, now: number, windowS: number): Promise<SweepResult> {
  const started = performance.now();
  const exec = ctx.db.qb;
  const voidable = Object.keys(VOID_STATUS);
  const rows = await all(
    exec,
    sql<MatchRow>`${MATCH_FROM}
      LEFT JOIN sport_forecasts f ON f.match_id = m.id AND f.voided_at IS NULL
      WHERE (f.id IS NULL AND m.status = 'scheduled' AND m.kickoff > ${now} AND m.kickoff <= ${now + windowS})
        OR (f.id IS NOT NULL AND (m.status IN (${sql.join(voidable)}) OR f.kickoff <> m.kickoff))
      ORDER BY m.kickoff, m.id`,
  );
  const count = async () =>
    first(
      exec,
      sql<{ n: number; v: number }>`SELECT COUNT(*) n, COUNT(voided_at) v FROM sport_forecasts`,
    ).then((r) => ({ n: Number(r?.n ?? 0), v: Number(r?.v ?? 0) }));
  const before = await count();
  // One match at a time, the event loop handed back between them: a background job never stalls requests.
  for (const row of rows) {
    await settleForecasts(ctx, row, now);
    await breathe();
  }
  const after = await count();
  return {
    frozen: after.n - before.n,
    voided: after.v - before.v,
    matches: rows.length,
    ms: Math.round(performance.now() - started),
    stamp: `${after.n}/${after.v}`,
  };
}

/**
 * A match's forecasts as they stand at `now` (settleForecasts: freezing and voiding on the way), with the
 * backtest of its week for a match that kicked off without a frozen one. Null for no such match.
 */
export async function matchForecast(
  ctx: SportContext,
  matchId: number,
  now: number,
): Promise<MatchForecastData | null> {
  const exec = ctx.db.qb;
  const row = await first(exec, sql<MatchRow>`${MATCH_FROM} WHERE m.id = ${matchId}`);
  if (!row) return null;
  const kickoff = Number(row.kickoff);
  const stored = await settleForecasts(ctx, row, now);
  const frozen = stored.find((f) => f.voided_at === null);
  const isReal =
    row.sport === 'football' &&
    ((Number(row.current) === 0 && Number(row.simulated) === 0) ||
      (Number(row.current) === 1 && row.held !== null));
  let current: ForecastView | null = frozen ? viewOf(frozen) : null;
  if (!current && kickoff <= now && !VOID_STATUS[row.status]) {
    // Kicked off without a frozen forecast (seeded before it was made): the backtest of its week (回测).
    const backtest = await makeForecast(ctx, row, weekStart(kickoff));
    if (backtest)
      current = {
        kind: 'backtest',
        madeAt: null,
        kickoff: isoUtc(kickoff),
        cutoff: isoUtc(backtest.cutoff),
        fitted: backtest.fitted,
        voidedAt: null,
        voidReason: null,
        forecast: backtest.forecast,
      };
  }
  let baseline: [number, number, number] | null = null;
  let counted = false;
  if (row.sport === 'football') {
    const state = await modelState(exec);
    if (current) {
      const fit = footballFit(state, Date.parse(current.cutoff) / 1000);
      baseline = fit?.leagues.get(row.league)?.baseline ?? null;
    }
    counted = isReal && row.status === 'finished' && state.entries.some((e) => e.matchId === matchId);
  }
  return {
    matchId,
    sport: row.sport,
    real: isReal,
    inPlay: await inPlayOf(exec, row, current),
    basketballInPlay: await basketballInPlayOf(
      exec,
      row,
      current,
      async (cutoff) => (await makeForecast(ctx, row, cutoff))?.forecast ?? null,
    ),
    counted,
    current,
    voided: stored.filter((f) => f.voided_at !== null).map(viewOf),
    baseline,
    reason: current || stored.length > 0 ? null : 'no-data',
  };
}
