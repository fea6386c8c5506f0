import { instantOf } from './football-clock';
import type { FootballScript } from './football-script';
import { shotsAt } from './football-shots';

export interface MomentumMinute {
  minute: number;
  stoppage: number;
  /** −100 … 100: positive when the home side is pressing. */
  value: number;
}

/** How much an attacking act weighs: a shot 1 + 6 × its xG (a goal-line chance counts ~4×), a corner 0.8. */
const SHOT_BASE = 1;
const SHOT_XG = 6;
const CORNER = 0.8;
/** Pressure carried from one minute to the next (about a two-minute half-life). */
const CARRY = 0.7;
/** Keeps a quiet spell near 0 rather than letting one long shot read as total control. */
const DAMPING = 1.5;

/**
 * Attacking pressure minute by minute, from the match's own shots (weighted by xG) and corners: each side's
 * pressure is what it did this minute plus 70 % of the last; the value is their difference over their sum
 * (plus a damping term), scaled to ±100 — the shape of FotMob's and SofaScore's momentum graphs.
 */
export function momentumAt(script: FootballScript, t: number): MomentumMinute[] {
  const now = Math.min(t, script.abandonAt ?? Infinity, script.end);
  if (now < 0) return [];
  const shots = shotsAt(script.shots, now);
  const out: MomentumMinute[] = [];
  const pressure = { home: 0, away: 0 };
  const halves: Array<[1 | 2, number, number]> = [
    [1, 1, Math.ceil(script.h1End / 60)],
    [2, 46, 45 + Math.ceil((script.end - script.h2Start) / 60)],
  ];
  for (const [half, first, last] of halves) {
    for (let raw = first; raw <= last; raw++) {
      const from = instantOf(script, half, raw, 0);
      if (from.t > now) return out;
      const to = from.t + 60;
      const inMinute = (at: number) => at >= from.t && at < to && at <= now;
      for (const side of ['home', 'away'] as const) {
        let w = 0;
        for (const s of shots) if (s.side === side && inMinute(s.t)) w += SHOT_BASE + SHOT_XG * s.xg;
        for (const c of script.corners) if (c.side === side && inMinute(c.t)) w += CORNER;
        pressure[side] = pressure[side] * CARRY + w;
      }
      const { home, away } = pressure;
      out.push({
        minute: from.minute,
        stoppage: from.stoppage,
        value: Math.round((100 * (home - away)) / (home + away + DAMPING)),
      });
    }
  }
  return out;
}
