import type { Rng } from '../seed/prng';
import type { EnginePlayer } from './types';

export const FORMATIONS = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '3-4-3', '5-3-2', '4-1-4-1'];

export interface PitchSpot {
  player: EnginePlayer;
  x: number;
  y: number;
}

export interface TeamLineup {
  formation: string;
  starters: PitchSpot[];
  bench: EnginePlayer[];
}

/** First-choice standing of a player without fitted rates (hand-made squads): a regular. */
const DEFAULT_START = 0.85;
/** Even the surest starter rests now and then; the first-choice keeper least of all. */
const MAX_START: Record<string, number> = { G: 0.98 };
const MAX_OUTFIELD_START = 0.95;
/** A club with real players plays its usual system in most games, another one now and then. */
const USUAL_SYSTEM = 0.85;
const BENCH = 9;

const startOf = (p: EnginePlayer) => p.start ?? DEFAULT_START;

/**
 * The coach's order of preference: the club's real players (people tables) before its generated fillers,
 * then by first-choice standing (engine/player-rates.ts), then skill.
 */
export function lineupOrder(a: EnginePlayer, b: EnginePlayer): number {
  return (
    Number(b.real ?? false) - Number(a.real ?? false) ||
    startOf(b) - startOf(a) ||
    b.skill - a.skill ||
    a.id - b.id
  );
}

/** The lines of a formation: defenders, midfielders, forwards (4-2-3-1 → 4, 5, 1). */
function linesOf(formation: string): { D: number; M: number; F: number; rows: number[] } {
  const rows = formation.split('-').map(Number);
  const D = rows[0] ?? 4;
  const F = rows.length > 1 ? (rows[rows.length - 1] ?? 2) : 2;
  return { D, M: 10 - D - F, F, rows };
}

const byPosition = (players: EnginePlayer[], position: string) =>
  players.filter((p) => p.position === position).sort(lineupOrder);

/** Most big-five clubs play a back four: a three- or five-back system must fit the players clearly better. */
const BACK_FOUR = 0.5;

/**
 * The system the club's first-choice players fit: the formation whose XI of the best-standing players of
 * each line stands highest, a back four preferred (ties: the earlier in FORMATIONS).
 */
export function usualFormation(players: EnginePlayer[]): string {
  const groups = { D: byPosition(players, 'D'), M: byPosition(players, 'M'), F: byPosition(players, 'F') };
  const value = (group: EnginePlayer[], count: number) =>
    group.slice(0, count).reduce((n, p) => n + startOf(p) + (p.real ? 1 : 0), 0);
  let best = FORMATIONS[0] as string;
  let bestValue = -1;
  for (const formation of FORMATIONS) {
    const l = linesOf(formation);
    const v =
      value(groups.D, l.D) + value(groups.M, l.M) + value(groups.F, l.F) + (l.D === 4 ? BACK_FOUR : 0);
    if (v > bestValue + 1e-9) {
      best = formation;
      bestValue = v;
    }
  }
  return best;
}

/**
 * `count` players of one line: walking the coach's order, each is picked unless he is rested this match,
 * which happens in 1 − start of the games (a sure starter at 0.95 rests one game in twenty, a rotation
 * player at 0.5 every other); when too few are left the rested ones are recalled in order.
 */
function pickLine(pool: EnginePlayer[], count: number, rng: Rng): EnginePlayer[] {
  const playing: EnginePlayer[] = [];
  const rested: EnginePlayer[] = [];
  for (const p of pool) {
    if (playing.length === count) break;
    const cap = MAX_START[p.position] ?? MAX_OUTFIELD_START;
    (rng.chance(Math.min(cap, startOf(p))) ? playing : rested).push(p);
  }
  while (playing.length < count && rested.length) playing.push(rested.shift() as EnginePlayer);
  return playing;
}

/**
 * Picks an XI and places it on a pitch (own goal at y = 0). A club with real players mostly plays its usual
 * system (usualFormation); a generated club any of FORMATIONS. `formation` forces one.
 */
export function pickLineup(players: EnginePlayer[], rng: Rng, formation?: string): TeamLineup {
  const hasReal = players.some((p) => p.real);
  const drawn = rng.pick(FORMATIONS);
  const system = formation ?? (hasReal && rng.chance(USUAL_SYSTEM) ? usualFormation(players) : drawn);
  const lines = linesOf(system);
  const groups = [
    pickLine(byPosition(players, 'G'), 1, rng),
    pickLine(byPosition(players, 'D'), lines.D, rng),
    pickLine(byPosition(players, 'M'), lines.M, rng),
    pickLine(byPosition(players, 'F'), lines.F, rng),
  ];
  const chosen = new Set(groups.flat().map((p) => p.id));
  // Short squads fill the gaps from anyone left, as a real coach would.
  const rest = players.filter((p) => !chosen.has(p.id) && p.position !== 'G').sort(lineupOrder);
  const starters: PitchSpot[] = [];
  const rows = [1, ...lines.rows];
  let offset = 0;
  rows.forEach((size, row) => {
    const group = row === 0 ? (groups[0] ?? []) : [];
    for (let i = 0; i < size; i++) {
      const player = row === 0 ? group[0] : (groups.slice(1).flat()[offset++] ?? rest.shift());
      if (!player) continue;
      starters.push({
        player,
        x: Math.round(((i + 1) / (size + 1)) * 100),
        y: row === 0 ? 5 : 15 + row * (70 / rows.length),
      });
    }
  });
  return { formation: system, starters, bench: benchOf(players, new Set(starters.map((s) => s.player.id))) };
}

/**
 * The likely XI (预计首发): the usual system and, in each line, the players first in the coach's order — the
 * line-up without the rest a coach gives now and then (pickLineup draws those).
 */
export function expectedLineup(players: EnginePlayer[]): TeamLineup {
  // Each player keeps his place in the coach's order (as skill) and is sure to be picked when his turn comes.
  const ranked = [...players]
    .sort(lineupOrder)
    .map((p, i) => ({ ...p, start: 1, skill: players.length - i }));
  const always = { chance: () => true, pick: <T>(items: readonly T[]) => items[0] as T } as unknown as Rng;
  const system = players.some((p) => p.real) ? usualFormation(players) : (FORMATIONS[0] as string);
  const xi = pickLineup(ranked, always, system);
  const byId = new Map(players.map((p) => [p.id, p]));
  const back = (p: EnginePlayer) => byId.get(p.id) as EnginePlayer;
  return {
    formation: xi.formation,
    starters: xi.starters.map((s) => ({ ...s, player: back(s.player) })),
    bench: xi.bench.map(back),
  };
}

/** The substitutes: the best keeper left, then the best outfield players left in the coach's order. */
function benchOf(players: EnginePlayer[], starting: Set<number>): EnginePlayer[] {
  const left = players.filter((p) => !starting.has(p.id)).sort(lineupOrder);
  const keeper = left.filter((p) => p.position === 'G').slice(0, 1);
  const outfield = left.filter((p) => p.position !== 'G').slice(0, BENCH - keeper.length);
  return [...keeper, ...outfield];
}
