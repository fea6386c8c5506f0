import { fitRatings, levelOf, type FitResult, type GoalLevel, type Ratings } from '../ratings/poisson-fit';
import { expectedGoals, footballForecast, type FootballForecast } from './forecast';
import type { RecordEntry } from './record';

/**
 * The football model as of an instant, and its walk-forward backtest on real results (issue 50).
 *
 * The model is refitted once a week: a fit as of Monday 00:00 UTC reads every real result known by then (kicked
 * off at least RESULT_KNOWN_S before), with the shipped options of ratings/poisson-fit.ts, so every forecast
 * of that week — backtest or frozen — comes from ONE fit of results strictly before the week: no match
 * informs its own forecast nor any of its week. A competition's own scoring level is fitted on its past
 * results with that fit's ratings (levelOf) once it has `minPrior` of them.
 *
 * The naive baseline reads the same past: the competition's own home-win, draw and away-win shares over its
 * real results before the cut-off (add-one smoothed, so a share is never 0).
 *
 * A match is forecast only when its competition has at least `minPrior` real results before the cut-off, or
 * both clubs are in the fit (a cup tie between clubs of fitted leagues): the first weeks of the data's first
 * season have nothing to fit. The caller passes REAL results only (store.ts reads them); this module never
 * sees a simulated one.
 */

export interface RealResult {
  matchId: number;
  league: string;
  season: string;
  /** Epoch seconds. */
  kickoff: number;
  /** Clubs by their Chinese full names (the fit's keys). */
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
}

export interface BacktestEntry extends RecordEntry {
  /** The fit's cut-off: every result it read was over by this instant (epoch s). */
  cutoff: number;
  /** How many results the fit read. */
  fitted: number;
  xgHome: number;
  xgAway: number;
}

/** A result counts as known this long after its kick-off. */
export const RESULT_KNOWN_S = 3 * 3600;
/** Past real results of the same competition needed before its matches are forecast. */
export const MIN_PRIOR = 30;

const WEEK_S = 7 * 86_400;
/** 1970-01-05, a Monday: weeks start on Monday 00:00 UTC. */
const MONDAY_S = 4 * 86_400;

export const weekOf = (t: number) => Math.floor((t - MONDAY_S) / WEEK_S);
/** Monday 00:00 UTC of the week of `t` (epoch s): the cut-off of that week's fit. */
export const weekStart = (t: number) => MONDAY_S + weekOf(t) * WEEK_S;

/** 0 home win, 1 draw, 2 away win. */
export const outcomeOf = (homeGoals: number, awayGoals: number) =>
  homeGoals > awayGoals ? 0 : homeGoals === awayGoals ? 1 : 2;

const fitRow = (m: RealResult): FitResult => ({
  home: m.home,
  away: m.away,
  homeGoals: m.homeGoals,
  awayGoals: m.awayGoals,
  date: new Date(m.kickoff * 1000).toISOString().slice(0, 10),
});

export interface LeagueView {
  /** Real results of the competition before the cut-off. */
  n: number;
  level: GoalLevel | null;
  /** Baseline P(home), P(draw), P(away). */
  baseline: [number, number, number];
}

export interface ModelFit {
  cutoff: number;
  /** How many real results the fit read. */
  fitted: number;
  ratings: Ratings;
  leagues: Map<string, LeagueView>;
}

export type FitFn = (rows: readonly FitResult[]) => Ratings;

/** The model as of `cutoff` from the real results known by then; null when none is. */
export function fitAsOf(
  results: readonly RealResult[],
  cutoff: number,
  options: { minPrior?: number; fit?: FitFn } = {},
): ModelFit | null {
  const { minPrior = MIN_PRIOR, fit = (rows) => fitRatings(rows) } = options;
  const before = results.filter((m) => m.kickoff + RESULT_KNOWN_S <= cutoff);
  if (before.length === 0) return null;
  const ratings = fit(before.map(fitRow));
  const byLeague = new Map<string, RealResult[]>();
  for (const m of before) {
    const list = byLeague.get(m.league);
    if (list) list.push(m);
    else byLeague.set(m.league, [m]);
  }
  const leagues = new Map<string, LeagueView>();
  for (const [league, own] of byLeague) {
    const counts = [1, 1, 1];
    for (const p of own) counts[outcomeOf(p.homeGoals, p.awayGoals)]! += 1;
    leagues.set(league, {
      n: own.length,
      level: own.length >= minPrior ? levelOf(own.map(fitRow), ratings) : null,
      baseline: counts.map((c) => c / (own.length + 3)) as [number, number, number],
    });
  }
  return { cutoff, fitted: before.length, ratings, leagues };
}

/**
 * A match's forecast from a fit, or null when the fit knows too little (the competition has fewer than
 * `minPrior` past real results and a club is not in the fit).
 */
export function forecastOf(
  fit: ModelFit,
  league: string,
  home: string,
  away: string,
  minPrior = MIN_PRIOR,
): { forecast: FootballForecast; baseline: [number, number, number] | null } | null {
  const view = fit.leagues.get(league);
  const known = fit.ratings.rating.has(home) && fit.ratings.rating.has(away);
  if ((view?.n ?? 0) < minPrior && !known) return null;
  const xg = expectedGoals(fit.ratings, home, away, view?.level ?? null);
  return { forecast: footballForecast(xg.home, xg.away), baseline: view ? view.baseline : null };
}

export interface WalkOptions {
  minPrior?: number;
  fit?: FitFn;
  /** Told of each week's fit (the store keeps them for the present's forecasts). */
  onFit?: (fit: ModelFit) => void;
}

/**
 * Forecasts every real result whose competition has `minPrior` past ones, each week from one fit as of the
 * week's Monday 00:00 UTC (`fit` is the fitting function: tests pass a spy to see what each fit read).
 */
export function walkForward(results: readonly RealResult[], options: WalkOptions = {}): BacktestEntry[] {
  return [...weeklyForecasts(results, options)].flat();
}

/** walkForward a week at a time, so a caller can let other work run between weeks (a fit takes ~50 ms). */
export function* weeklyForecasts(
  results: readonly RealResult[],
  options: WalkOptions = {},
): Generator<BacktestEntry[]> {
  const { minPrior = MIN_PRIOR } = options;
  const ordered = [...results].sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
  const weeks = new Map<number, RealResult[]>();
  for (const m of ordered) {
    const w = weekOf(m.kickoff);
    const list = weeks.get(w);
    if (list) list.push(m);
    else weeks.set(w, [m]);
  }
  for (const week of weeks.values()) {
    const cutoff = weekStart(week[0]!.kickoff);
    // The competition's count decides (as the baseline needs its past); checked before fitting, so a week
    // with nothing to forecast costs nothing.
    const counts = new Map<string, number>();
    for (const m of ordered) {
      if (m.kickoff + RESULT_KNOWN_S > cutoff) break;
      counts.set(m.league, (counts.get(m.league) ?? 0) + 1);
    }
    const due = week.filter((m) => (counts.get(m.league) ?? 0) >= minPrior);
    if (due.length === 0) continue;
    const fit = fitAsOf(ordered, cutoff, options)!;
    options.onFit?.(fit);
    yield due.map((m) => {
      const view = fit.leagues.get(m.league)!;
      const xg = expectedGoals(fit.ratings, m.home, m.away, view.level);
      const f = footballForecast(xg.home, xg.away);
      return {
        matchId: m.matchId,
        league: m.league,
        season: m.season,
        kickoff: m.kickoff,
        model: [f.home, f.draw, f.away],
        baseline: view.baseline,
        outcome: outcomeOf(m.homeGoals, m.awayGoals),
        cutoff,
        fitted: fit.fitted,
        xgHome: xg.home,
        xgAway: xg.away,
      };
    });
  }
}
