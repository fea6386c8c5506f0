import {
  MATCH_STATUS_PHASE,
  type ForecastView,
  type ForecastVoidReason,
  type InPlayPoint,
  type MatchForecastData,
  type MatchStatus,
  type Sport,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Exec } from '../../db/database';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { MIN_GAMES_PER_TEAM } from '../odds/basketball-odds';
import { fitBasketballRatings, type BasketballRatings } from '../ratings/basketball-fit';
import { seasonGames } from '../repo/odds';
import { isoUtc } from '../time';
import { forecastOf, RESULT_KNOWN_S, weekStart } from './backtest';
import { basketballForecast, type Forecast } from './forecast';
import { footballInPlaySeries, MATCH_MINUTES } from './in-play';
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

interface MatchRow {
  id: number;
  sport: Sport;
  status: MatchStatus;
  minute: number | null;
  home_score: number | null;
  away_score: number | null;
  kickoff: number;
  season_id: number;
  home_id: number;
  away_id: number;
  simulated: number;
  held: string | null;
  current: number;
  league: string;
  home: string;
  away: string;
}

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

/**
 * The in-play line of a football match that has kicked off (in-play.ts): from the forecast shown and the
 * stored score changes, to the match's minute (90 once finished; extra time is not drawn). None for a finished
 * match whose stored goals do not make its score (a past season's imported result: scores only).
 */
async function inPlayOf(
  exec: Exec,
  row: MatchRow,
  current: ForecastView | null,
): Promise<InPlayPoint[] | null> {
  const phase = MATCH_STATUS_PHASE[row.status];
  if (row.sport !== 'football' || current?.forecast.sport !== 'football') return null;
  if (phase !== 'live' && phase !== 'finished') return null;
  const upTo = phase === 'finished' ? MATCH_MINUTES : Number(row.minute ?? 0);
  const events = await all(
    exec,
    sql<{ minute: number; home_score: number; away_score: number }>`SELECT minute, home_score, away_score
      FROM sport_events WHERE match_id = ${row.id} ORDER BY id`,
  );
  const goals: Array<{ minute: number; home: number; away: number }> = [];
  let home = 0;
  let away = 0;
  for (const e of events)
    if (Number(e.home_score) !== home || Number(e.away_score) !== away) {
      home = Number(e.home_score);
      away = Number(e.away_score);
      goals.push({ minute: Number(e.minute), home, away });
    }
  // A result stored without its goals (the imported past seasons keep scores only) has no line to draw.
  if (phase === 'finished' && (home !== Number(row.home_score) || away !== Number(row.away_score)))
    return null;
  return footballInPlaySeries(current.forecast, goals, upTo);
}

const forecastsOf = (exec: Exec, matchId: number) =>
  all(
    exec,
    sql<ForecastRow>`SELECT id, made_at, kickoff, cutoff, fitted, forecast, voided_at, void_reason
      FROM sport_forecasts WHERE match_id = ${matchId} ORDER BY id`,
  );

/**
 * A match's forecasts as they stand at `now`, freezing and voiding on the way: an open forecast of a match
 * that was postponed, called off or moved is voided (kept); a match still to kick off without an open
 * forecast gets one, made now from the fit of this week. Idempotent: at most one open forecast per match
 * (a unique index), so two instances answering at once store one. Null for no such match.
 */
export async function matchForecast(
  ctx: SportContext,
  matchId: number,
  now: number,
): Promise<MatchForecastData | null> {
  const exec = ctx.db.qb;
  const row = await first(
    exec,
    sql<MatchRow>`SELECT m.id, m.sport, m.status, m.minute, m.home_score, m.away_score, m.kickoff, m.season_id, m.home_id, m.away_id, m.simulated,
        m.held, s.current, l.short_name league, h.name home, a.name away
      FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id JOIN sport_leagues l ON l.id = m.league_id
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id WHERE m.id = ${matchId}`,
  );
  if (!row) return null;
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
    counted,
    current,
    voided: stored.filter((f) => f.voided_at !== null).map(viewOf),
    baseline,
    reason: current || stored.length > 0 ? null : 'no-data',
  };
}
