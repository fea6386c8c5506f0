import { createRng } from '../seed/prng';
import { onCourt, type PeriodRotation } from './basketball-rotation';
import type { BasketballScript } from './basketball-script';
import type { EnginePlayer, EngineTeam, ScriptEvent } from './types';

type Side = 'home' | 'away';

const rank = (e: ScriptEvent) => (e.kind === 'period_start' ? 0 : e.kind === 'substitution' ? 1 : 2);
/** Plays in time order; at one instant a period opens before its changes, and changes come before play. */
export const playOrder = (a: ScriptEvent, b: ScriptEvent) => a.t - b.t || rank(a) - rank(b);
const MISSED_TWO = ['跳投不中', '上篮不进', '中投打铁', '勾手偏出'];

/**
 * The plays a fan reads besides the baskets, fouls and time-outs, from the game's own rotation and lines: each
 * change between stints ("换人：X替下Y"), and each missed shot of a player's line (missed2/3/Ft) at a moment
 * he is on court, with the rebound after it by a player on court (one of his side's on an offensive rebound,
 * about one miss in four), drawn from each player's rebounds in the line while he has any left. A stream of
 * its own, so the game itself (scores, lines) does not change with the words.
 */
export function playLines(
  seed: string,
  matchId: number,
  teams: Record<Side, EngineTeam>,
  rosters: Record<Side, EnginePlayer[]>,
  rotation: PeriodRotation[],
  periods: BasketballScript['periods'],
  extras: BasketballScript['extras'],
): ScriptEvent[] {
  const rng = createRng(seed, 'bb-pbp', matchId);
  const names = new Map([...rosters.home, ...rosters.away].map((p) => [p.id, p.name]));
  const name = (id: number) => names.get(id) ?? '';
  const out: ScriptEvent[] = [];
  const at = (period: number, clock: number) => {
    const p = periods[period - 1] as BasketballScript['periods'][number];
    return p.start + Math.round(((p.length - clock) * (p.end - p.start)) / p.length);
  };
  const push = (
    period: number,
    clock: number,
    side: Side,
    kind: string,
    playerId: number,
    relatedId: number | null,
    text: string,
  ) =>
    out.push({
      t: at(period, clock),
      period,
      minute: 0,
      stoppage: 0,
      clock,
      side,
      kind,
      playerId,
      relatedId,
      points: 0,
      text,
    });
  // Changes: between two stints of a period, and between the last five of a period and the first of the next.
  let previous: Record<Side, number[]> | null = null;
  rotation.forEach((period, i) => {
    for (const stint of period.stints) {
      if (previous)
        for (const side of ['home', 'away'] as const) {
          const before = previous[side];
          const offs = before.filter((id) => !stint[side].includes(id));
          const ons = stint[side].filter((id) => !before.includes(id));
          ons.forEach((on, k) => {
            const off = offs[k];
            if (off !== undefined)
              push(i + 1, stint.from, side, 'substitution', on, off, `换人：${name(on)}替下${name(off)}`);
          });
        }
      previous = { home: stint.home, away: stint.away };
    }
  });
  // Misses, each at a moment of the game its shooter is on court.
  const misses: Array<{ period: number; clock: number; side: Side; id: number; kind: string }> = [];
  for (const side of ['home', 'away'] as const) {
    for (const p of rosters[side]) {
      const x = extras.get(p.id);
      if (!x) continue;
      const spells: Array<{ period: number; from: number; to: number }> = [];
      rotation.forEach((period, i) => {
        for (const st of period.stints)
          if (st[side].includes(p.id) && st.from - st.to >= 2) spells.push({ period: i + 1, ...st });
      });
      const total = spells.reduce((n, sp) => n + sp.from - sp.to, 0);
      if (!total) continue;
      const kinds = [
        ...Array<string>(x.missed2).fill('miss2'),
        ...Array<string>(x.missed3).fill('miss3'),
        ...Array<string>(x.missedFt).fill('miss_ft'),
      ];
      for (const kind of kinds) {
        let r = rng.next() * total;
        const sp =
          spells.find((s) => (r -= s.from - s.to) < 0) ?? (spells[spells.length - 1] as (typeof spells)[0]);
        const length = (periods[sp.period - 1] as BasketballScript['periods'][number]).length;
        const clock = Math.min(length - 1, Math.max(1, rng.int(sp.to + 1, sp.from - 1)));
        misses.push({ period: sp.period, clock, side, id: p.id, kind });
      }
    }
  }
  // Rebounds are handed out in a random order of the misses, so the misses no rebounder is left for (a team
  // rebound) fall anywhere in the game, not all in its last minutes.
  const order = misses.map((m) => ({ m, key: rng.next() })).sort((a, b) => a.key - b.key);
  const boards = new Map([...extras].map(([id, x]) => [id, x.rebounds]));
  for (const { m } of order) {
    const period = rotation[m.period - 1] as PeriodRotation;
    const other: Side = m.side === 'home' ? 'away' : 'home';
    const offensive = rng.chance(0.25);
    const drawFrom = (side: Side) => {
      const five = onCourt(period, side, m.clock).filter((id) => (boards.get(id) ?? 0) > 0);
      const total = five.reduce((n, id) => n + (boards.get(id) ?? 0), 0);
      let r = rng.next() * total;
      return five.find((id) => (r -= boards.get(id) ?? 0) < 0) ?? null;
    };
    const first: Side = offensive ? m.side : other;
    const second: Side = offensive ? other : m.side;
    let rebounder = drawFrom(first);
    let side = first;
    if (rebounder === null) {
      rebounder = drawFrom(second);
      side = second;
    }
    if (rebounder !== null) boards.set(rebounder, (boards.get(rebounder) ?? 0) - 1);
    const shot = m.kind === 'miss3' ? '三分不中' : m.kind === 'miss_ft' ? '罚球不中' : rng.pick(MISSED_TWO);
    const board =
      rebounder === null
        ? `，${teams[other].shortName}获得球权`
        : `，${name(rebounder)}抢下${side === m.side ? '前场' : '后场'}篮板`;
    push(m.period, m.clock, m.side, m.kind, m.id, rebounder, `${name(m.id)}${shot}${board}`);
  }
  return out;
}
