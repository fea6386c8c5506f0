import { fitRatings, levelOf, type FitResult, type Ratings } from '../ratings/poisson-fit';
import { expectedGoals, footballForecast } from './forecast';
import type { RecordEntry } from './record';

/**
 * The walk-forward backtest of the football model on real results (issue 50). Matches are taken week by
 * week (weeks from Monday 00:00 UTC); a week's forecasts all come from ONE fit made on the real results that
 * kicked off strictly before the week's first kick-off (ratings/poisson-fit.ts, the shipped options), so no
 * match informs its own forecast nor any match of its week. The competition's own scoring level is fitted
 * on its past results with that fit's ratings (levelOf) once it has `minPrior` of them.
 *
 * The naive baseline reads the same past: the competition's own home-win, draw and away-win shares over its
 * real results before the cut-off (add-one smoothed, so a share is never 0).
 *
 * A match is forecast only when its competition has at least `minPrior` real results before the cut-off (the
 * first weeks of the data's first season have none: nothing to fit). The caller passes REAL results only
 * (backtest-store.ts reads them); this module never sees a simulated one.
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
  /** The fit's cut-off: every result it read kicked off before this instant (epoch s). */
  cutoff: number;
  /** How many results the fit read. */
  fitted: number;
  xgHome: number;
  xgAway: number;
}

export interface BacktestOptions {
  /** Past real results of the same competition needed before a match is forecast. */
  minPrior?: number;
}

const WEEK_S = 7 * 86_400;
/** 1970-01-05, a Monday: weeks start on Monday 00:00 UTC. */
const MONDAY_S = 4 * 86_400;

export const weekOf = (kickoff: number) => Math.floor((kickoff - MONDAY_S) / WEEK_S);

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

/**
 * Forecasts every real result that has enough past, each from a fit on results strictly before its week's
 * first kick-off; `fit` is the fitting function (tests pass a spy to see what each fit read).
 */
export function walkForward(
  results: readonly RealResult[],
  options: BacktestOptions = {},
  fit: (rows: readonly FitResult[]) => Ratings = (rows) => fitRatings(rows),
): BacktestEntry[] {
  const { minPrior = 30 } = options;
  const ordered = [...results].sort((a, b) => a.kickoff - b.kickoff || a.matchId - b.matchId);
  const weeks = new Map<number, RealResult[]>();
  for (const m of ordered) {
    const w = weekOf(m.kickoff);
    const list = weeks.get(w);
    if (list) list.push(m);
    else weeks.set(w, [m]);
  }
  const out: BacktestEntry[] = [];
  let past = 0; // ordered[0 .. past) kicked off before the current cut-off
  for (const week of weeks.values()) {
    const cutoff = week[0]!.kickoff;
    while (past < ordered.length && ordered[past]!.kickoff < cutoff) past += 1;
    const before = ordered.slice(0, past);
    const byLeague = new Map<string, RealResult[]>();
    for (const m of before) {
      const list = byLeague.get(m.league);
      if (list) list.push(m);
      else byLeague.set(m.league, [m]);
    }
    const due = week.filter((m) => (byLeague.get(m.league)?.length ?? 0) >= minPrior);
    if (due.length === 0) continue;
    const rows = before.map(fitRow);
    const ratings = fit(rows);
    const levels = new Map<string, ReturnType<typeof levelOf>>();
    const rates = new Map<string, number[]>();
    for (const m of due) {
      if (!levels.has(m.league)) {
        const own = byLeague.get(m.league)!;
        levels.set(m.league, levelOf(own.map(fitRow), ratings));
        const counts = [1, 1, 1];
        for (const p of own) counts[outcomeOf(p.homeGoals, p.awayGoals)]! += 1;
        rates.set(
          m.league,
          counts.map((c) => c / (own.length + 3)),
        );
      }
      const xg = expectedGoals(ratings, m.home, m.away, levels.get(m.league)!);
      const f = footballForecast(xg.home, xg.away);
      out.push({
        matchId: m.matchId,
        league: m.league,
        season: m.season,
        kickoff: m.kickoff,
        model: [f.home, f.draw, f.away],
        baseline: rates.get(m.league)!,
        outcome: outcomeOf(m.homeGoals, m.awayGoals),
        cutoff,
        fitted: rows.length,
        xgHome: xg.home,
        xgAway: xg.away,
      });
    }
  }
  return out;
}
