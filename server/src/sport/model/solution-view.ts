import type {
  Forecast,
  ForecastView,
  MatchSummary,
  PickVerdict,
  SolutionModelView,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Exec } from '../../db/database';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { isoUtc } from '../time';
import { matchForecast, VOID_STATUS } from './match-forecast';
import { modelReady } from './store';

/**
 * The model beside the experts (issue 50): a solution's match forecast (match-forecast.ts) and whether the
 * model agrees with the pick. A solution's pick is stored as its side (`sport_solutions.pick_side`): 'home',
 * 'draw' or 'away' — 胜平负, or 胜负 in basketball, the only market the seeded experts pick. Over/under 2.5
 * goals ('over2.5' / 'under2.5') is read from the forecast's `over25`; any other market (a handicap line, a
 * basketball total) the model does not price, and says so ('unpriced') rather than guess.
 *
 * The paywall decides first: the verdict is given only when the reader may see the pick; for a hidden pick
 * the view is the model's own forecast, the same for every pick on the match.
 */

/** The model's verdict on a pick side it can read, with its probability of the pick. */
export function pickVerdict(
  f: Forecast,
  pickSide: string,
): { verdict: Exclude<PickVerdict, 'hidden'>; p: number | null } {
  const judged = (p: number, best: number) => ({ verdict: p >= best ? 'agree' : 'disagree', p }) as const;
  if (pickSide === 'home' || pickSide === 'away' || (pickSide === 'draw' && f.sport === 'football')) {
    const outcomes = f.sport === 'football' ? [f.home, f.draw, f.away] : [f.home, f.away];
    const p = f.sport === 'football' && pickSide === 'draw' ? f.draw : f[pickSide as 'home' | 'away'];
    return judged(p, Math.max(...outcomes));
  }
  if (f.sport === 'football' && (pickSide === 'over2.5' || pickSide === 'under2.5')) {
    const over = f.over25;
    return pickSide === 'over2.5' ? judged(over, 1 - over) : judged(1 - over, over);
  }
  return { verdict: 'unpriced', p: null };
}

/** The view of one solution: the forecast, and the verdict only when `pickVisible`. */
export function solutionModelView(
  view: Pick<ForecastView, 'kind' | 'madeAt' | 'forecast'>,
  pickSide: string,
  pickVisible: boolean,
): SolutionModelView {
  const { verdict, p } = pickVisible
    ? pickVerdict(view.forecast, pickSide)
    : { verdict: 'hidden' as const, p: null };
  return { kind: view.kind, madeAt: view.madeAt, forecast: view.forecast, verdict, pickProbability: p };
}

type Shown = Pick<ForecastView, 'kind' | 'madeAt' | 'forecast'>;

/** How long a match's answer without a frozen forecast is kept: once kicked off, and while still to come. */
const PAST_TTL_MS = 10 * 60_000;
const COMING_TTL_MS = 60_000;

/**
 * Matches without an open frozen forecast, as matchForecast answered them: the backtest of a match seeded
 * after its kick-off (its week's fit is cached, but the answer reads several rows), or none (the model knows
 * too little). Kept a while, per database handle (a test process holds several), so a list of a hundred
 * solutions does not ask for each of its matches on every request.
 */
const unfrozenByDb = new WeakMap<Exec, LRUCache<number, { view: Shown | null }>>();
function unfrozenOf(exec: Exec): LRUCache<number, { view: Shown | null }> {
  let cache = unfrozenByDb.get(exec);
  if (!cache) unfrozenByDb.set(exec, (cache = new LRUCache({ max: 4000 })));
  return cache;
}

/** A match beside a solution, as its summary gives it. */
export interface ForecastMatch {
  id: number;
  kickoff: string;
  status: MatchSummary['status'];
}

/**
 * The forecast to show beside each of these matches: the open frozen forecasts in one read; matchForecast
 * for the rest (freezing those still to kick off, as the match page does) and for a frozen one its match
 * no longer keeps (postponed, called off or moved: matchForecast voids it).
 */
export async function forecastsForMatches(
  ctx: SportContext,
  matches: ForecastMatch[],
  now: number,
): Promise<Map<number, Shown>> {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const shown = new Map<number, Shown>();
  if (!byId.size) return shown;
  const frozen = await all(
    ctx.db.qb,
    sql<{ match_id: number; made_at: number; kickoff: number; forecast: string }>`SELECT match_id, made_at,
      kickoff, forecast FROM sport_forecasts WHERE voided_at IS NULL AND match_id IN (${sql.join([...byId.keys()])})`,
  );
  for (const f of frozen) {
    const m = byId.get(Number(f.match_id));
    if (!m || VOID_STATUS[m.status] || Date.parse(m.kickoff) !== Number(f.kickoff) * 1000) continue;
    shown.set(m.id, {
      kind: 'frozen',
      madeAt: isoUtc(Number(f.made_at)),
      forecast: JSON.parse(f.forecast) as Forecast,
    });
  }
  // A match without a frozen forecast is forecast from the backtest's fits: never waited for here (seconds at a
  // server's start), so until it is ready those matches show no model view, and a list answers at once.
  if (!modelReady(ctx.db.qb)) return shown;
  const unfrozen = unfrozenOf(ctx.db.qb);
  for (const m of byId.values()) {
    if (shown.has(m.id)) continue;
    let known = unfrozen.get(m.id);
    if (!known) {
      const current = (await matchForecast(ctx, m.id, now))?.current ?? null;
      known = { view: current && { kind: current.kind, madeAt: current.madeAt, forecast: current.forecast } };
      // A forecast frozen just now is read with the others from the next request on.
      if (current?.kind !== 'frozen')
        unfrozen.set(m.id, known, {
          ttl: Date.parse(m.kickoff) <= now * 1000 ? PAST_TTL_MS : COMING_TTL_MS,
        });
    }
    if (known.view) shown.set(m.id, known.view);
  }
  return shown;
}
