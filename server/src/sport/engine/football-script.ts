import { createRng, type Rng } from '../seed/prng';
import { FORMATIONS, pickLineup, type TeamLineup } from './football-lineup';
import { commentLine, goalText } from './football-text';
import type { EnginePlayer, EngineTeam, ScriptEvent } from './types';

const HALF_TIME_BREAK = 15 * 60;

export interface FootballScript {
  h1End: number;
  h2Start: number;
  end: number;
  /** Set for the rare match that is abandoned (腰斩) at this instant. */
  abandonAt: number | null;
  events: ScriptEvent[];
  corners: Array<{ t: number; side: 'home' | 'away' }>;
  lineups: { home: TeamLineup; away: TeamLineup };
  ratings: Map<number, number>;
  finalStats: Record<
    'shots' | 'shotsOnTarget' | 'attacks' | 'dangerousAttacks' | 'fouls' | 'offsides',
    [number, number]
  >;
  possession: number;
  referee: string;
}

type Side = 'home' | 'away';

/** Converts a played minute (1…90+) to seconds after kickoff, counting the half-time break. */
function timeOf(s: { h1: number; h2Start: number }, half: 1 | 2, raw: number, rng: Rng): number {
  const sec = rng.int(0, 59);
  return half === 1 ? (raw - 1) * 60 + sec : s.h2Start + (raw - 46) * 60 + sec;
}

function minuteOf(half: 1 | 2, raw: number): { minute: number; stoppage: number } {
  const cap = half === 1 ? 45 : 90;
  return raw > cap ? { minute: cap, stoppage: raw - cap } : { minute: raw, stoppage: 0 };
}

/**
 * The whole match, decided up front from (seed, match id): the seed shows a finished match in full, and the
 * simulator reveals the same script minute by minute, so a restart or a re-seed never contradicts itself.
 */
export function footballScript(
  seed: string,
  matchId: number,
  home: EngineTeam,
  away: EngineTeam,
  referee: string,
): FootballScript {
  const rng = createRng(seed, 'fb', matchId);
  const s1 = rng.int(1, 4);
  const s2 = rng.int(2, 7);
  const h1End = (45 + s1) * 60;
  const h2Start = h1End + HALF_TIME_BREAK;
  const end = h2Start + (45 + s2) * 60;
  const clock = { h1: h1End, h2Start };
  const lineups = {
    home: pickLineup(home.players, rng.pick(FORMATIONS), rng),
    away: pickLineup(away.players, rng.pick(FORMATIONS), rng),
  };
  const teams = { home, away };
  const events: ScriptEvent[] = [];
  const at = (raw: number, half: 1 | 2) => ({
    t: timeOf(clock, half, raw, rng),
    period: half,
    ...minuteOf(half, raw),
  });
  const randomMoment = () => {
    const half: 1 | 2 = rng.chance(0.45) ? 1 : 2;
    const raw = half === 1 ? rng.int(1, 45 + s1) : rng.int(46, 90 + s2);
    return at(raw, half);
  };
  const base = { clock: null, relatedId: null, points: 0 };

  // Substitutions first, so scorers and cards only go to players on the pitch at that moment.
  const subs: Record<Side, Array<{ t: number; off: number; on: EnginePlayer }>> = { home: [], away: [] };
  const onPitch = (side: Side, t: number): EnginePlayer[] => {
    const done = subs[side].filter((x) => x.t <= t);
    const starters = lineups[side].starters
      .map((x) => x.player)
      .filter((p) => !done.some((x) => x.off === p.id));
    return done.length ? [...starters, ...done.map((x) => x.on)] : starters;
  };
  for (const side of ['home', 'away'] as const) {
    const count = rng.int(3, 5);
    const bench = lineups[side].bench.filter((p) => p.position !== 'G');
    const outfield = lineups[side].starters.map((x) => x.player).filter((p) => p.position !== 'G');
    for (let i = 0; i < count && bench[i] && outfield.length; i++) {
      const off = outfield.splice(rng.int(0, outfield.length - 1), 1)[0] as EnginePlayer;
      const on = bench[i] as EnginePlayer;
      const moment = at(rng.int(55, 88), 2);
      subs[side].push({ t: moment.t, off: off.id, on });
      events.push({
        ...base,
        ...moment,
        side,
        kind: 'substitution',
        playerId: off.id,
        relatedId: on.id,
        text: `换人：${on.name} 替换 ${off.name} 登场`,
      });
    }
  }
  const weight = (p: EnginePlayer) =>
    p.position === 'F' ? 5 : p.position === 'M' ? 2.5 : p.position === 'D' ? 0.7 : 0;
  const pickWeighted = (players: EnginePlayer[]): EnginePlayer | undefined => {
    const total = players.reduce((n, p) => n + weight(p), 0);
    let r = rng.next() * total;
    return players.find((p) => (r -= weight(p)) <= 0) ?? players[0];
  };

  const ratio = home.strength / (home.strength + away.strength);
  const lambda = { home: 0.35 + 2.3 * ratio, away: 0.25 + 2.1 * (1 - ratio) };
  for (const side of ['home', 'away'] as const) {
    const other: Side = side === 'home' ? 'away' : 'home';
    const goals = rng.poisson(lambda[side]);
    for (let g = 0; g < goals; g++) {
      const moment = randomMoment();
      const roll = rng.next();
      const kind = roll < 0.08 ? 'penalty' : roll < 0.11 ? 'own_goal' : 'goal';
      const scorer =
        kind === 'own_goal'
          ? (pickWeighted(onPitch(other, moment.t).filter((p) => p.position === 'D')) ??
            pickWeighted(onPitch(other, moment.t)))
          : pickWeighted(onPitch(side, moment.t));
      const assist =
        kind === 'goal' && rng.chance(0.7)
          ? rng.pick(onPitch(side, moment.t).filter((p) => p.id !== scorer?.id && p.position !== 'G'))
          : undefined;
      events.push({
        ...base,
        ...moment,
        side,
        kind,
        playerId: scorer?.id ?? null,
        relatedId: assist?.id ?? null,
        points: 1,
        text: goalText(kind, teams[side].shortName, scorer?.name ?? '', assist?.name),
      });
      if (rng.chance(0.1)) {
        events.push({
          ...base,
          ...moment,
          t: moment.t + 75,
          side,
          kind: 'var',
          playerId: scorer?.id ?? null,
          text: 'VAR 复核：进球有效',
        });
      }
    }
  }
  // A goal that VAR rules out: the score rises, then falls; the feed sends it as a correction.
  if (rng.chance(0.07)) {
    const side: Side = rng.chance(0.5) ? 'home' : 'away';
    const moment = randomMoment();
    const scorer = pickWeighted(onPitch(side, moment.t));
    events.push({
      ...base,
      ...moment,
      side,
      kind: 'goal',
      playerId: scorer?.id ?? null,
      points: 1,
      text: goalText('goal', teams[side].shortName, scorer?.name ?? ''),
    });
    events.push({
      ...base,
      ...moment,
      t: moment.t + 90,
      side,
      kind: 'var',
      playerId: scorer?.id ?? null,
      points: -1,
      text: `VAR 复核：${scorer?.name ?? ''}进球前越位在先，进球无效`,
    });
  }
  if (rng.chance(0.04)) {
    const side: Side = rng.chance(0.5) ? 'home' : 'away';
    const moment = randomMoment();
    const taker = pickWeighted(onPitch(side, moment.t));
    events.push({
      ...base,
      ...moment,
      side,
      kind: 'missed_penalty',
      playerId: taker?.id ?? null,
      text: `${taker?.name ?? ''}主罚点球被扑出！`,
    });
  }
  for (const side of ['home', 'away'] as const) {
    const booked = new Set<number>();
    for (let c = rng.poisson(1.9); c > 0; c--) {
      const moment = randomMoment();
      const player = rng.pick(onPitch(side, moment.t).filter((p) => !booked.has(p.id)));
      if (!player) continue;
      booked.add(player.id);
      events.push({
        ...base,
        ...moment,
        side,
        kind: 'yellow',
        playerId: player.id,
        text: `${player.name}犯规吃到黄牌`,
      });
      if (rng.chance(0.05) && moment.t < end - 600) {
        const later = { ...moment, t: Math.min(moment.t + rng.int(300, 1200), end - 30) };
        events.push({
          ...base,
          ...later,
          ...minuteFromT(later.t, clock),
          side,
          kind: 'second_yellow',
          playerId: player.id,
          text: `${player.name}两黄变一红被罚下`,
        });
      }
    }
    if (rng.chance(0.035)) {
      const moment = randomMoment();
      const player = rng.pick(onPitch(side, moment.t));
      if (player)
        events.push({
          ...base,
          ...moment,
          side,
          kind: 'red',
          playerId: player.id,
          text: `${player.name}恶意犯规被直接红牌罚下`,
        });
    }
  }
  const corners: FootballScript['corners'] = [];
  for (const side of ['home', 'away'] as const) {
    for (let c = rng.poisson(side === 'home' ? 3 + 4 * ratio : 3 + 4 * (1 - ratio)); c > 0; c--)
      corners.push({ t: randomMoment().t, side });
  }
  for (let m = 4; m < 90; m += rng.int(5, 11)) {
    const moment = at(m, m <= 45 ? 1 : 2);
    const side: Side = rng.chance(ratio) ? 'home' : 'away';
    events.push({
      ...base,
      ...moment,
      side,
      kind: 'comment',
      playerId: null,
      text: commentLine(rng, teams[side].shortName, rng.pick(lineups[side].starters).player.name),
    });
  }
  const marker = (t: number, period: number, minute: number, kind: string, text: string) =>
    events.push({ ...base, t, period, minute, stoppage: 0, side: null, kind, playerId: null, text });
  marker(0, 1, 1, 'kickoff', `比赛开始，${home.shortName}主场迎战${away.shortName}`);
  marker(h1End, 1, 45, 'half_time', '上半场比赛结束');
  marker(h2Start, 2, 46, 'comment', '下半场比赛开始');
  marker(end, 2, 90, 'full_time', '全场比赛结束');
  events.sort((a, b) => a.t - b.t);

  const goals = (side: Side) => events.filter((e) => e.side === side && e.points > 0).length;
  const shots = [
    rng.int(6, 12) + goals('home') + Math.round(6 * ratio),
    rng.int(5, 11) + goals('away') + Math.round(6 * (1 - ratio)),
  ] as [number, number];
  const ratings = new Map<number, number>();
  const scoredBy = new Map<number, number>();
  for (const e of events)
    if (e.points > 0 && e.kind !== 'own_goal' && e.playerId)
      scoredBy.set(e.playerId, (scoredBy.get(e.playerId) ?? 0) + 1);
  for (const side of ['home', 'away'] as const) {
    for (const p of [...lineups[side].starters.map((x) => x.player), ...lineups[side].bench]) {
      const scored = scoredBy.get(p.id) ?? 0;
      ratings.set(
        p.id,
        Math.min(10, Math.round((6.2 + rng.next() * 1.3 + scored * 0.8 + p.skill * 0.4) * 10) / 10),
      );
    }
  }
  return {
    h1End,
    h2Start,
    end,
    events,
    corners,
    lineups,
    ratings,
    referee,
    abandonAt: rng.chance(0.004) ? rng.int(600, end - 600) : null,
    possession: Math.max(30, Math.min(70, Math.round(50 + (ratio - 0.5) * 40 + rng.normal() * 4))),
    finalStats: {
      shots,
      shotsOnTarget: [
        Math.min(shots[0], goals('home') + rng.int(1, 4)),
        Math.min(shots[1], goals('away') + rng.int(1, 4)),
      ],
      attacks: [rng.int(80, 120) + Math.round(30 * ratio), rng.int(80, 120) + Math.round(30 * (1 - ratio))],
      dangerousAttacks: [
        rng.int(30, 55) + Math.round(20 * ratio),
        rng.int(30, 55) + Math.round(20 * (1 - ratio)),
      ],
      fouls: [rng.int(7, 16), rng.int(7, 16)],
      offsides: [rng.int(0, 4), rng.int(0, 4)],
    },
  };
}

function minuteFromT(
  t: number,
  clock: { h1: number; h2Start: number },
): { period: number; minute: number; stoppage: number } {
  if (t < clock.h2Start)
    return { period: 1, ...minuteOf(1, Math.min(Math.floor(t / 60) + 1, Math.floor(clock.h1 / 60))) };
  return { period: 2, ...minuteOf(2, 46 + Math.floor((t - clock.h2Start) / 60)) };
}
