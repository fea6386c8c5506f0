import { leagueGoalLevels } from '../ratings/club-ratings';
import type { Rng } from '../seed/prng';
import { instantOf, type FootballClock, type MatchMoment } from './football-clock';
import type { Side } from './football-ledger';
import type { HeldResult } from './held';

/** Something that will happen at a moment; who does it is decided when the walk reaches that moment. */
export type Happening = MatchMoment &
  (
    | { kind: 'subs'; side: Side; count: number; halfTime: boolean }
    | { kind: 'goal'; side: Side; roll: number }
    | { kind: 'disallowed'; side: Side }
    | { kind: 'missed_penalty'; side: Side }
    | { kind: 'yellow'; side: Side; second: boolean }
    | { kind: 'second_yellow'; side: Side; playerId: number }
    | { kind: 'red'; side: Side }
    | { kind: 'comment'; side: Side }
    | { kind: 'var'; side: Side; playerId: number; disallow: boolean; name: string }
  );

export interface PlanInput {
  clock: FootballClock;
  /** Stoppage minutes of each half. */
  s1: number;
  s2: number;
  /** Home share of strength, 0…1. */
  ratio: number;
  /** The competition's short name (英超): its own scoring level (goalLevel). */
  league?: string | null;
  /** A real result the match is held to (engine/held.ts); the goals are then exactly these. */
  held?: HeldResult | null;
}

const SIDES: Side[] = ['home', 'away'];

/** Changes in up to three windows in play (plus half-time): 3–5 in all, most after the hour. */
function substitutionWindows(rng: Rng, clock: FootballClock, side: Side): Happening[] {
  let left = rng.int(3, 5);
  const out: Happening[] = [];
  if (rng.chance(0.3)) {
    const count = rng.int(1, 2);
    out.push({ kind: 'subs', side, count, halfTime: true, ...instantOf(clock, 2, 46, 0) });
    left -= count;
  }
  const minutes = new Set<number>();
  if (rng.chance(0.05)) minutes.add(rng.int(20, 44));
  while (minutes.size < Math.min(3, Math.max(1, Math.ceil(left / 2)))) minutes.add(rng.int(55, 88));
  const sorted = [...minutes].sort((a, b) => a - b);
  sorted.forEach((raw, i) => {
    const count = i === sorted.length - 1 ? left : Math.min(left, rng.int(1, 2));
    left -= count;
    if (count > 0)
      out.push({
        kind: 'subs',
        side,
        count,
        halfTime: false,
        ...instantOf(clock, raw <= 45 ? 1 : 2, raw, 0),
      });
  });
  return out;
}

/**
 * The goals model fitted to the shipped real results (ratings/poisson-fit.ts; a test keeps these in step
 * with the fit): expected away goals between two average clubs, and the home side's factor. The level of a
 * competition without real results of its own.
 */
export const AVERAGE_AWAY_GOALS = 1.21;
export const HOME_ADVANTAGE = 1.2;
/** The largest strength ratio the model is used at: no side expects more than about 3.3 goals. */
const MAX_EDGE = 2.3;
const MAX_HOME_GOALS = AVERAGE_AWAY_GOALS * HOME_ADVANTAGE * MAX_EDGE;

export interface LeagueLevel {
  /** Expected away goals between two average clubs. */
  away: number;
  /** The home side's factor. */
  home: number;
}

/**
 * A competition's scoring level: fitted to its own shipped real results (ratings/club-ratings.ts
 * leagueGoalLevels: the 德甲 about 3.1 goals a game, the 英超 2.9, the 意甲 2.6), else the whole fit's.
 */
export function goalLevel(league?: string | null): LeagueLevel {
  const own = league ? leagueGoalLevels().get(league) : undefined;
  return own ? { away: own.away, home: own.home } : { away: AVERAGE_AWAY_GOALS, home: HOME_ADVANTAGE };
}

/**
 * Each side's expected goals from the home share of strength at the competition's level (the odds and the
 * shots follow the same rates). Strengths are exp(rating), so their ratio is exp(rating difference): home
 * goals scale with it, away goals with its inverse (log λ = μ + h ± Δrating, ratings/poisson-fit.ts).
 */
export function goalRates(ratio: number, league?: string | null): Record<Side, number> {
  const level = goalLevel(league);
  // The cap is on goals: a higher-scoring league reaches them at a smaller edge (拜仁 at home to the 德甲's
  // bottom side opens near 1.1, not 1.04).
  const most = Math.min(MAX_EDGE, MAX_HOME_GOALS / (level.away * level.home));
  const edge = Math.min(most, Math.max(1 / most, ratio / (1 - ratio)));
  return { home: level.away * level.home * edge, away: level.away / edge };
}

/** Everything the match will hold, in no particular order; the walk sorts it. */
export function planFootball(rng: Rng, input: PlanInput): Happening[] {
  const { clock, s1, s2, ratio, league } = input;
  const randomMoment = () => {
    const half: 1 | 2 = rng.chance(0.45) ? 1 : 2;
    const raw = half === 1 ? rng.int(1, 45 + s1) : rng.int(46, 90 + s2);
    return instantOf(clock, half, raw, rng.int(0, 59));
  };
  const plan: Happening[] = [];
  for (const side of SIDES) plan.push(...substitutionWindows(rng, clock, side));
  const lambda = goalRates(ratio, league);
  const held = input.held ?? null;
  // A moment in one half (a held half-time score puts each goal in its half).
  const inHalf = (half: 1 | 2) =>
    instantOf(clock, half, half === 1 ? rng.int(1, 45 + s1) : rng.int(46, 90 + s2), rng.int(0, 59));
  SIDES.forEach((side, i) => {
    if (!held) {
      for (let g = rng.poisson(lambda[side]); g > 0; g--)
        plan.push({ kind: 'goal', side, roll: rng.next(), ...randomMoment() });
      return;
    }
    const total = held.ft[i] as number;
    const first = held.ht ? (held.ht[i] as number) : null;
    for (let g = 0; g < total; g++)
      plan.push({
        kind: 'goal',
        side,
        roll: rng.next(),
        ...(first === null ? randomMoment() : inHalf(g < first ? 1 : 2)),
      });
  });
  if (rng.chance(0.07))
    plan.push({ kind: 'disallowed', side: rng.chance(0.5) ? 'home' : 'away', ...randomMoment() });
  if (rng.chance(0.04))
    plan.push({ kind: 'missed_penalty', side: rng.chance(0.5) ? 'home' : 'away', ...randomMoment() });
  for (const side of SIDES) {
    for (let c = rng.poisson(1.9); c > 0; c--)
      plan.push({ kind: 'yellow', side, second: rng.chance(0.05), ...randomMoment() });
    if (rng.chance(0.035)) plan.push({ kind: 'red', side, ...randomMoment() });
  }
  for (let m = 4; m < 90; m += rng.int(5, 11)) {
    const side: Side = rng.chance(ratio) ? 'home' : 'away';
    plan.push({ kind: 'comment', side, ...instantOf(clock, m <= 45 ? 1 : 2, m, rng.int(0, 59)) });
  }
  return plan;
}

/** Inserts a happening after every one at the same instant, keeping the queue in time order. */
export function enqueue(queue: Happening[], item: Happening, from: number): void {
  let i = from;
  while (i < queue.length && (queue[i] as Happening).t <= item.t) i++;
  queue.splice(i, 0, item);
}
