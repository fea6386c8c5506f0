import { goalRates } from '../engine/football-plan';
import { createRng } from '../seed/prng';
import type { Rates } from './goal-model';
import { PRE_HOURS } from './checkpoints';
import type { BookProfile } from './bookmakers';

/**
 * What the market believes about a match. The truth is the script's own scoring rates (football-plan.ts,
 * from the two teams' strengths); the market opens a few per cent off it and closes nearer, with small
 * moves in between, and each book adds a bias of its own. All of it seeded from (seed, match id).
 */
export interface MarketView {
  /** Expected goals of each side over 90 minutes at each pre-match point (index = PRE_HOURS). */
  pre: Rates[];
  /** At kickoff and in play. */
  closing: Rates;
  /** Per book id: multiplicative bias on each side's rate. */
  bias: Map<string, Rates>;
}

/** The script's own scoring rates (football-plan.ts) from the two strengths, at the competition's level. */
export function trueRates(homeStrength: number, awayStrength: number, league: string | null = null): Rates {
  return goalRates(homeStrength / (homeStrength + awayStrength), league);
}

export function marketView(
  seed: string,
  matchId: number,
  truth: Rates,
  books: readonly BookProfile[],
): MarketView {
  const rng = createRng(seed, 'odds', matchId);
  const open = { home: rng.normal() * 0.07, away: rng.normal() * 0.07 };
  const close = { home: rng.normal() * 0.04, away: rng.normal() * 0.04 };
  const last = PRE_HOURS.length - 1;
  const pre = PRE_HOURS.map((_, k) => {
    const w = k / last;
    const jitter = k > 0 && k < last ? 0.012 : 0;
    const dh = open.home + (close.home - open.home) * w + rng.normal() * jitter;
    const da = open.away + (close.away - open.away) * w + rng.normal() * jitter;
    return { home: truth.home * Math.exp(dh), away: truth.away * Math.exp(da) };
  });
  const bias = new Map<string, Rates>();
  for (const book of books) {
    const r = createRng(seed, 'odds-book', matchId, book.id);
    bias.set(book.id, { home: Math.exp(r.normal() * 0.025), away: Math.exp(r.normal() * 0.025) });
  }
  return { pre, closing: pre[last] as Rates, bias };
}

/** Each red card: the side down to ten scores about 30 % less, its opponent about 20 % more. */
const RED_OWN = 0.72;
const RED_OPPONENT = 1.22;
/** A side that leads sits back a little; the side behind pushes. */
const LEADING = 0.92;
const TRAILING = 1.1;

export interface InPlayState {
  share: number;
  lead: number;
  homeRed: number;
  awayRed: number;
}

/** The rates of the goals still to come, in play. */
export function inPlayRates(full: Rates, s: InPlayState): Rates {
  let home = full.home * s.share * RED_OWN ** s.homeRed * RED_OPPONENT ** s.awayRed;
  let away = full.away * s.share * RED_OWN ** s.awayRed * RED_OPPONENT ** s.homeRed;
  if (s.lead > 0) {
    home *= LEADING;
    away *= TRAILING;
  } else if (s.lead < 0) {
    home *= TRAILING;
    away *= LEADING;
  }
  return { home, away };
}

export const biased = (r: Rates, b: Rates | undefined): Rates => ({
  home: r.home * (b?.home ?? 1),
  away: r.away * (b?.away ?? 1),
});
