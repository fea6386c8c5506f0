import type { Rng } from '../seed/prng';
import type { EnginePlayer } from './types';

/** Five players per side on court from clock `from` down to clock `to` (seconds left in the period). */
export interface Stint {
  from: number;
  to: number;
  home: number[];
  away: number[];
}

export interface PeriodRotation {
  length: number;
  stints: Stint[];
}

type Side = 'home' | 'away';

// Playing-time weights by standing in the squad (best scorer first): starters play most, the deep bench little.
const WEIGHTS = [10, 9, 8, 8, 7, 4, 3.5, 3, 2, 1, 0.4, 0.2];

function pickFive(rng: Rng, roster: EnginePlayer[]): number[] {
  const pool = [...roster]
    .sort((a, b) => b.ppg - a.ppg || a.id - b.id)
    .map((p, i) => ({ id: p.id, w: WEIGHTS[i] ?? 0.1 }));
  const five: number[] = [];
  while (five.length < 5 && pool.length) {
    const total = pool.reduce((n, p) => n + p.w, 0);
    let r = rng.next() * total;
    const index = Math.max(
      0,
      pool.findIndex((p) => (r -= p.w) <= 0),
    );
    five.push((pool.splice(index, 1)[0] as { id: number }).id);
  }
  return five;
}

/**
 * Who is on court when, for one period: quarters split into four stints, overtimes into two. Starters open the
 * first and third quarters; otherwise each stint's five are drawn by playing-time weight. Every second of the
 * period has exactly five players per side on court, so box-score minutes add up to 5 × the game's length.
 */
export function periodRotation(
  rng: Rng,
  length: number,
  number: number,
  rosters: Record<Side, EnginePlayer[]>,
  starters: Record<Side, number[]>,
): PeriodRotation {
  const parts = length >= 600 ? 4 : 2;
  const cuts = [length];
  for (let k = 1; k < parts; k++)
    cuts.push(Math.round(length * (1 - k / parts) + (rng.next() - 0.5) * (length / parts / 3)));
  cuts.push(0);
  const stints: Stint[] = [];
  for (let k = 0; k < parts; k++) {
    const opening = k === 0 && (number === 1 || number === 3);
    stints.push({
      from: cuts[k] as number,
      to: cuts[k + 1] as number,
      home: opening ? [...starters.home] : pickFive(rng, rosters.home),
      away: opening ? [...starters.away] : pickFive(rng, rosters.away),
    });
  }
  return { length, stints };
}

/** The five of a side on court at `clock` (seconds left) of a period. */
export function onCourt(period: PeriodRotation, side: Side, clock: number): number[] {
  const stint =
    period.stints.find((s) => clock <= s.from && clock > s.to) ?? period.stints[period.stints.length - 1];
  return stint ? stint[side] : [];
}

/** Seconds each player has been on court after `elapsed[i]` game seconds of period i. */
export function secondsPlayed(periods: PeriodRotation[], elapsed: number[]): Map<number, number> {
  const out = new Map<number, number>();
  periods.forEach((period, i) => {
    const clockNow = period.length - (elapsed[i] ?? 0);
    for (const stint of period.stints) {
      const played = stint.from > clockNow ? stint.from - Math.max(stint.to, clockNow) : 0;
      for (const id of [...stint.home, ...stint.away]) out.set(id, (out.get(id) ?? 0) + played);
    }
  });
  return out;
}

/**
 * Whole minutes per player that add up exactly to the side's total (largest remainder), so a box score of a
 * 48-minute game always reads 240 per team, however the seconds split.
 */
export function wholeMinutes(ids: number[], seconds: Map<number, number>): Map<number, number> {
  const total = ids.reduce((n, id) => n + (seconds.get(id) ?? 0), 0);
  const target = Math.round(total / 60);
  const rows = ids.map((id) => {
    const exact = (seconds.get(id) ?? 0) / 60;
    return { id, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = target - rows.reduce((n, r) => n + r.whole, 0);
  for (const r of [...rows].sort((a, b) => b.rest - a.rest || a.id - b.id)) {
    if (left <= 0) break;
    r.whole++;
    left--;
  }
  return new Map(rows.map((r) => [r.id, r.whole]));
}
