import { createRng, type Rng } from '../seed/prng';
import { instantOf, momentAt, type FootballClock, type MatchMoment } from './football-clock';
import type { Side } from './football-ledger';
import type { TeamLineup } from './football-lineup';
import { drawChanceGiven, MEAN_SHOT_XG, PENALTY_XG, xgOf, type Chance } from './football-xg';
import type { EnginePlayer, ScriptEvent } from './types';
import { goalRate } from './football-walk';

export type ShotOutcome = 'goal' | 'saved' | 'off_target' | 'blocked';

export interface ScriptShot extends MatchMoment, Chance {
  side: Side;
  playerId: number;
  xg: number;
  outcome: ShotOutcome;
  /** When a VAR review ruled the goal out (it then counts as no shot, as the data providers do); else null. */
  ruledOutAt: number | null;
}

export interface ShotInput {
  seed: string;
  matchId: number;
  clock: FootballClock;
  events: ScriptEvent[];
  lineups: { home: TeamLineup; away: TeamLineup };
  spells: Map<number, [number, number]>;
  /** The scoring rates the plan drew each side's goals from (football-plan.ts). */
  rates: Record<Side, number>;
  stoppage: { s1: number; s2: number };
}

/** Missed shots follow the scoring rates (a prolific striker shoots most), with a floor for every outfielder. */
const shooterWeight = (p: EnginePlayer) => (p.position === 'G' ? 0 : goalRate(p) + 0.05);

/**
 * Every shot of the match, from its own stream (seed, 'shots', match id) so the timeline is untouched:
 * - each goal (not an own goal) and each missed penalty is a shot, at its instant, by its player;
 * - the misses: shots are a Poisson process whose goals are the plan's goals, so with a mean of m xG per
 *   shot a side with goal rate λ takes Poisson(λ(1 − m)/m) missed shots (Poisson thinning: goals and misses
 *   are independent), each spot drawn given the miss. A season's goals then match its xG in expectation.
 */
export function footballShots(input: ShotInput): ScriptShot[] {
  const { clock, events, lineups, spells } = input;
  const rng = createRng(input.seed, 'shots', input.matchId);
  const squad = (side: Side) => [...lineups[side].starters.map((s) => s.player), ...lineups[side].bench];
  const onPitch = (side: Side, t: number) =>
    squad(side).filter((p) => {
      const spell = spells.get(p.id);
      return spell !== undefined && spell[0] <= t && t < spell[1];
    });
  const shots: ScriptShot[] = [];
  // Each ruling-out belongs to its player's latest goal before it.
  const ruledOut = new Map<ScriptEvent, number>();
  for (const v of events.filter((e) => e.kind === 'var' && e.points < 0)) {
    const goal = events.filter((e) => e.kind === 'goal' && e.playerId === v.playerId && e.t < v.t).pop();
    if (goal) ruledOut.set(goal, v.t);
  }
  for (const e of events) {
    if (e.side === null || e.playerId === null) continue;
    const moment = { t: e.t, period: e.period, minute: e.minute, stoppage: e.stoppage };
    if (e.kind === 'penalty' || e.kind === 'missed_penalty') {
      const chance: Chance = { x: 11, y: 0, body: 'foot', situation: 'penalty' };
      const outcome: ShotOutcome = e.kind === 'penalty' ? 'goal' : 'saved';
      shots.push({
        ...moment,
        ...chance,
        side: e.side,
        playerId: e.playerId,
        xg: PENALTY_XG,
        outcome,
        ruledOutAt: null,
      });
    } else if (e.kind === 'goal') {
      const chance = drawChanceGiven(rng, true);
      shots.push({
        ...moment,
        ...chance,
        side: e.side,
        playerId: e.playerId,
        xg: xgOf(chance),
        outcome: 'goal',
        ruledOutAt: ruledOut.get(e) ?? null,
      });
    }
  }
  for (const side of ['home', 'away'] as const) {
    const misses = rng.poisson((input.rates[side] * (1 - MEAN_SHOT_XG)) / MEAN_SHOT_XG);
    for (let n = 0; n < misses; n++) {
      const moment = randomMoment(rng, clock, input.stoppage);
      const shooter = pickShooter(rng, onPitch(side, moment.t));
      if (!shooter) continue;
      const chance = drawChanceGiven(rng, false);
      const xg = xgOf(chance);
      // Far shots are blocked more often, close ones are on target more often.
      const roll = rng.next();
      const blocked = chance.x > 16.5 ? 0.34 : 0.22;
      const outcome: ShotOutcome =
        roll < blocked ? 'blocked' : roll < blocked + 0.18 + xg * 0.3 ? 'saved' : 'off_target';
      shots.push({ ...moment, ...chance, side, playerId: shooter.id, xg, outcome, ruledOutAt: null });
    }
  }
  return shots.sort((a, b) => a.t - b.t);
}

function randomMoment(rng: Rng, clock: FootballClock, s: { s1: number; s2: number }): MatchMoment {
  const half: 1 | 2 = rng.chance(0.45) ? 1 : 2;
  const raw = half === 1 ? rng.int(1, 45 + s.s1) : rng.int(46, 90 + s.s2);
  const at = instantOf(clock, half, raw, rng.int(0, 59));
  return at.t < clock.end ? at : momentAt(clock, clock.end - 1);
}

function pickShooter(rng: Rng, players: EnginePlayer[]): EnginePlayer | undefined {
  const total = players.reduce((n, p) => n + shooterWeight(p), 0);
  let r = rng.next() * total;
  return players.find((p) => (r -= shooterWeight(p)) <= 0);
}

/** The shots visible at `t` that still count (a goal ruled out by VAR stops counting once the review is seen). */
export function shotsAt(shots: ScriptShot[], t: number): ScriptShot[] {
  return shots.filter((s) => s.t <= t && (s.ruledOutAt === null || s.ruledOutAt > t));
}
