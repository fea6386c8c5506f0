import type { Rng } from '../seed/prng';

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

/** Playing time and standing of one player, as the rotation plans with them. */
export interface RotationPlayer {
  id: number;
  position: string;
  /** His usual minutes per 48-minute game. */
  mpg: number;
}

/**
 * Each player's minutes for this game (seconds of regulation): his usual minutes (scaled to the league's game
 * length) give or take 8 %, starters at least 26 of 48; the side's total is exactly five on court. When his
 * usual minutes add up to more, the coach shortens the bench (the lowest-minute men lose theirs first); when
 * to less, everyone in the rotation plays a little more, nobody past 40 minutes.
 */
export function minuteTargets(
  rng: Rng,
  roster: RotationPlayer[],
  starters: number[],
  regulation: number,
): Map<number, number> {
  const scale = regulation / 2880;
  const rows = roster.map((p) => {
    let t = p.mpg * 60 * scale * (0.92 + rng.next() * 0.16);
    if (starters.includes(p.id)) t = Math.max(t, 26 * 60 * scale);
    return { id: p.id, t };
  });
  rows.sort((a, b) => b.t - a.t || a.id - b.id);
  const total = 5 * regulation;
  const cap = 40 * 60 * scale;
  let left = total;
  for (const r of rows) {
    r.t = Math.min(r.t, cap, left);
    left -= r.t;
  }
  for (let round = 0; round < 6 && left > 1; round++) {
    const open = rows.filter((r) => r.t > 0 && r.t < cap);
    const sum = open.reduce((n, r) => n + r.t, 0);
    if (!sum) break;
    for (const r of open) {
      const add = Math.min(cap - r.t, (left * r.t) / sum);
      r.t += add;
    }
    left = total - rows.reduce((n, r) => n + r.t, 0);
  }
  // Fewer than five rotation players (a short roster): the rest share what is left.
  const idle = rows.filter((r) => r.t === 0);
  for (const r of idle) if (left > 1) r.t = left / idle.length;
  return new Map(rows.map((r) => [r.id, r.t]));
}

/** How a period is to be played: which one, and how the game stands as it begins. */
export interface PeriodContext {
  number: number;
  length: number;
  /** Home score − away score when the period begins. */
  margin: number;
}

/**
 * A side's coach over one game: quarters split into four stints, overtimes into two. Starters open the first
 * and third quarters; between stints the coach makes up to three changes, bringing on whoever is furthest
 * behind his minutes for the game so far and resting whoever is furthest ahead (never three centres on court).
 * A close game (within 10 after three quarters) ends with the five who play most, as do overtimes; a blowout
 * (20 or more after three quarters, 17 under FIBA) ends with the deep bench. Every second of the period has
 * exactly five players per side on court, so box-score minutes add up to 5 × the game's length.
 */
export function rotationPlanner(
  rng: Rng,
  rosters: Record<Side, RotationPlayer[]>,
  starters: Record<Side, number[]>,
  quarterLength: number,
): (period: PeriodContext) => PeriodRotation {
  const regulation = 4 * quarterLength;
  const targets = {
    home: minuteTargets(rng, rosters.home, starters.home, regulation),
    away: minuteTargets(rng, rosters.away, starters.away, regulation),
  };
  const positions = new Map([...rosters.home, ...rosters.away].map((p) => [p.id, p.position]));
  const played = new Map<number, number>();
  const current = { home: [...starters.home], away: [...starters.away] };
  let elapsed = 0;
  const closers = (side: Side) => {
    const five: number[] = [];
    const ranked = [...targets[side].entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [id] of ranked) if (five.length < 5 && fits(five, id)) five.push(id);
    for (const [id] of ranked) if (five.length < 5 && !five.includes(id)) five.push(id);
    return five;
  };
  const fits = (five: number[], id: number) =>
    positions.get(id) !== 'C' || five.filter((x) => positions.get(x) === 'C').length < 2;
  const changes = (side: Side, upTo: number, length: number) => {
    const need = (id: number) => ((targets[side].get(id) ?? 0) * upTo) / regulation - (played.get(id) ?? 0);
    const five = [...current[side]];
    for (let change = 0; change < 3; change++) {
      const bench = rosters[side]
        .map((p) => p.id)
        .filter((id) => !five.includes(id) && (targets[side].get(id) ?? 0) > 0)
        .sort((a, b) => need(b) - need(a) || a - b);
      const tired = [...five].sort((a, b) => need(a) - need(b) || a - b)[0];
      if (tired === undefined) break;
      const rest = five.filter((id) => id !== tired);
      const fresh = bench.find((id) => fits(rest, id));
      if (fresh === undefined || need(fresh) - need(tired) < length * 0.5) break;
      five.splice(five.indexOf(tired), 1, fresh);
    }
    return five;
  };
  return ({ number, length, margin }) => {
    const parts = length >= 600 ? 4 : 2;
    const cuts = [length];
    for (let k = 1; k < parts; k++)
      cuts.push(Math.round(length * (1 - k / parts) + (rng.next() - 0.5) * (length / parts / 3)));
    cuts.push(0);
    const blowout = number === 4 && Math.abs(margin) >= (quarterLength === 720 ? 20 : 17);
    const close = number === 4 && Math.abs(margin) <= 10;
    const stints: Stint[] = [];
    for (let k = 0; k < parts; k++) {
      const from = cuts[k] as number;
      const to = cuts[k + 1] as number;
      const upTo = Math.min(regulation, elapsed + (from - to));
      for (const side of ['home', 'away'] as const) {
        if (k === 0 && (number === 1 || number === 3)) current[side] = [...starters[side]];
        else if (number > 4 || (close && k === parts - 1)) current[side] = closers(side);
        else if (blowout && k >= parts - 2)
          current[side] = rosters[side]
            .filter((p) => !starters[side].includes(p.id))
            .sort((a, b) => (targets[side].get(a.id) ?? 0) - (targets[side].get(b.id) ?? 0) || a.id - b.id)
            .slice(0, 5)
            .map((p) => p.id)
            .concat(starters[side])
            .slice(0, 5);
        else current[side] = changes(side, upTo, from - to);
      }
      stints.push({ from, to, home: [...current.home], away: [...current.away] });
      for (const id of [...current.home, ...current.away]) played.set(id, (played.get(id) ?? 0) + from - to);
      if (number <= 4) elapsed += from - to;
    }
    return { length, stints };
  };
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
