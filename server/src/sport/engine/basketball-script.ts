import { periodLabel } from '@jincheng/shared/core';
import { createRng } from '../seed/prng';
import type { BasketballLine } from '../seed/basketball-figures';
import { playLines, playOrder } from './basketball-plays';
import { lineOf, shotKind, startScore } from './basketball-players';
import { technicalFouls } from './basketball-technicals';
import { onCourt, rotationPlanner, secondsPlayed, type PeriodRotation } from './basketball-rotation';
import { markerEvent, type EnginePlayer, type EngineTeam, type ScriptEvent } from './types';

/**
 * Real seconds per game second: stoppages make a 12-minute quarter last about 28 minutes. Each game and
 * period runs at a pace of its own (fouls, reviews and timeouts differ), so games tipped off together show
 * different clocks after a few minutes, as on any night of the NBA.
 */
const REAL_PER_GAME_SECOND = 2.3;
const PACE_SPREAD = 0.18;
const BREAKS = [120, 900, 120];
const OT_BREAK = 120;

export interface BasketballScript {
  quarterLength: number;
  /** Real-time start and end of each period, seconds after tip-off. */
  periods: Array<{ start: number; end: number; length: number }>;
  end: number;
  events: ScriptEvent[];
  starters: { home: number[]; away: number[] };
  rosters: { home: EnginePlayer[]; away: EnginePlayer[] };
  /** Who is on court when, period by period (scorers and foulers are always on court). */
  rotation: PeriodRotation[];
  /**
   * Final non-scoring box lines, revealed in proportion to each player's minutes played (assists are plays:
   * the passer is the `relatedId` of a basket).
   */
  extras: Map<
    number,
    {
      rebounds: number;
      steals: number;
      blocks: number;
      turnovers: number;
      missed2: number;
      missed3: number;
      missedFt: number;
    }
  >;
}

/**
 * Home advantage as a share of a side's points: 2.5 % of each side's level apart, about 2.9 points a game in
 * the NBA and 2.5 in the CBA between equal teams — real home courts are worth 2–3.5 points (the NBA's home
 * sides won 54–58 % of games in the 2020s). It was 10 % (about 11 points, and 83 % of home wins) until a fan's
 * check of the model's forecasts found every home side a heavy favourite.
 */
export const HOME_EDGE = 0.025;
/** How far a side's points move with its share of the two strengths, per unit of share above an even 0.5. */
const STRENGTH_EDGE = 0.2;

/** A whole game decided up front from (seed, match id); see footballScript for why. */
export function basketballScript(
  seed: string,
  matchId: number,
  home: EngineTeam,
  away: EngineTeam,
  quarterLength: number,
  /** A team's points in a regulation quarter between equals (the league's level). */
  perQuarter = quarterLength === 720 ? 28 : 20,
): BasketballScript {
  const rng = createRng(seed, 'bb', matchId);
  // A stream of its own, so the pace does not change what happens in the game.
  const pace = createRng(seed, 'bb-pace', matchId);
  const lineById = new Map([...home.players, ...away.players].map((p) => [p.id, lineOf(p)]));
  const line = (p: EnginePlayer) => lineById.get(p.id) as BasketballLine;
  // The twelve who dress are the twelve who play most; the five who start most of his games start.
  const dressed = (team: EngineTeam) => {
    const twelve = new Set(
      [...team.players]
        .sort((a, b) => line(b).mpg - line(a).mpg || a.id - b.id)
        .slice(0, 12)
        .map((p) => p.id),
    );
    return team.players.filter((p) => twelve.has(p.id));
  };
  const rosters = { home: dressed(home), away: dressed(away) };
  const startersOf = (roster: EnginePlayer[]) =>
    [...roster]
      .sort((a, b) => startScore(line(b)) - startScore(line(a)) || a.id - b.id)
      .slice(0, 5)
      .map((p) => p.id);
  const starters = { home: startersOf(rosters.home), away: startersOf(rosters.away) };
  const ratio = home.strength / (home.strength + away.strength);
  const events: ScriptEvent[] = [];
  const periods: BasketballScript['periods'] = [];
  const totals = { home: 0, away: 0 };
  const rotation: PeriodRotation[] = [];
  const byId = new Map([...rosters.home, ...rosters.away].map((p) => [p.id, p]));
  const court = (side: 'home' | 'away', period: number, clock: number): EnginePlayer[] =>
    onCourt(rotation[period - 1] as PeriodRotation, side, clock).map((id) => byId.get(id) as EnginePlayer);
  const planner = rotationPlanner(
    rng,
    {
      home: rosters.home.map((p) => ({ id: p.id, position: p.position, mpg: line(p).mpg })),
      away: rosters.away.map((p) => ({ id: p.id, position: p.position, mpg: line(p).mpg })),
    },
    starters,
    quarterLength,
  );
  /**
   * One of the five on court, drawn by his rate per minute raised to `power`: the team's points do not grow
   * with who is on court, so a star's share of them must (a star's five score more than the bench's); the
   * playmaker's share of the passes more so.
   */
  const pick = (five: EnginePlayer[], rate: (l: BasketballLine) => number, power: number) => {
    const weights = five.map((p) => (rate(line(p)) / Math.max(1, line(p).mpg) + 0.01) ** power);
    let r = rng.next() * weights.reduce((n, w) => n + w, 0);
    return five.find((_, i) => (r -= weights[i] as number) <= 0) ?? (five[0] as EnginePlayer);
  };
  const pickScorer = (side: 'home' | 'away', period: number, clock: number) =>
    pick(court(side, period, clock), (l) => l.ppg, 1.5);
  // Nobody fouls out: a player stops collecting fouls one short of the limit (6 in the NBA, 5 under FIBA).
  const fouls = new Map<number, number>();
  const foulLimit = quarterLength === 720 ? 5 : 4;
  // Technical fouls, a stream of their own so they change nothing else in the game (basketball-technicals.ts).
  const teched = new Set<number>();
  let start = 0;
  for (let period = 1; period <= 4 || totals.home === totals.away; period++) {
    const length = period <= 4 ? quarterLength : 300;
    const perGameSecond = REAL_PER_GAME_SECOND * (1 - PACE_SPREAD + pace.next() * 2 * PACE_SPREAD);
    const realLength = Math.round(length * perGameSecond);
    periods.push({ start, end: start + realLength, length });
    rotation.push(planner({ number: period, length, margin: totals.home - totals.away }));
    const tAt = (clock: number) => start + Math.round((length - clock) * perGameSecond);
    const plays: Array<Omit<ScriptEvent, 't' | 'period' | 'minute' | 'stoppage'>> = [];
    for (const side of ['home', 'away'] as const) {
      const edge = HOME_EDGE / 2 + STRENGTH_EDGE * (ratio - 0.5);
      const mean = (period <= 4 ? perQuarter : 10) * (side === 'home' ? 1 + edge : 1 - edge);
      let points = Math.max(4, Math.round(mean + rng.normal() * 4));
      while (points > 0) {
        const clock = rng.int(1, length - 5);
        const scorer = pickScorer(side, period, clock);
        const kind = shotKind(line(scorer), points, rng.next());
        const pts = kind === 'score3' ? 3 : kind === 'score2' ? 2 : 1;
        points -= pts;
        const what =
          kind === 'score3'
            ? '三分命中'
            : kind === 'score2'
              ? rng.pick(['上篮得手', '中投命中', '突破扣篮', '勾手打进'])
              : '罚球命中';
        // About six baskets in ten are assisted (more of the threes), by a teammate on court drawn by his
        // assists per minute.
        const passer =
          kind !== 'free_throw' && rng.chance(kind === 'score3' ? 0.85 : 0.6)
            ? pick(
                court(side, period, clock).filter((p) => p.id !== scorer.id),
                (l) => l.apg,
                2.5,
              )
            : null;
        plays.push({
          clock,
          side,
          kind,
          playerId: scorer.id,
          relatedId: passer?.id ?? null,
          points: pts,
          text: `${scorer.name}${what}${passer ? `（${passer.name}助攻）` : ''}`,
        });
      }
      for (let f = rng.int(3, 6); f > 0; f--) {
        const clock = rng.int(1, length - 5);
        const fouler = rng.pick(court(side, period, clock).filter((p) => (fouls.get(p.id) ?? 0) < foulLimit));
        if (!fouler) continue;
        fouls.set(fouler.id, (fouls.get(fouler.id) ?? 0) + 1);
        plays.push({
          clock,
          side,
          kind: 'foul',
          playerId: fouler.id,
          relatedId: null,
          points: 0,
          text: `${fouler.name}个人犯规`,
        });
      }
      if (rng.chance(0.7))
        plays.push({
          clock: rng.int(30, length - 60),
          side,
          kind: 'timeout',
          playerId: null,
          relatedId: null,
          points: 0,
          text: `${side === 'home' ? home.shortName : away.shortName}请求暂停`,
        });
    }
    plays.push(
      ...technicalFouls(createRng(seed, 'bb-tech', matchId, period), length, teched, line, (side, clock) =>
        court(side, period, clock),
      ),
    );
    plays.sort((a, b) => (b.clock ?? 0) - (a.clock ?? 0));
    const mark = (clock: number, kind: string, text: string) =>
      events.push(markerEvent({ t: tAt(clock), period, minute: 0, stoppage: 0, clock }, kind, text));
    mark(length, 'period_start', `${periodLabel(period)}开始`);
    for (const play of plays) {
      if (play.side) totals[play.side] += play.points;
      events.push({
        ...play,
        t: tAt(play.clock ?? 0),
        period,
        minute: 0,
        stoppage: 0,
        // The clock is its own field (the page shows it beside the line): not repeated in the words.
        text: play.text,
      });
    }
    // A level game after regulation needs a winner: the last period's final play breaks the tie.
    if (period >= 4 && totals.home === totals.away && period >= 6) {
      const side = rng.chance(ratio) ? 'home' : 'away';
      const scorer = pickScorer(side, period, 2);
      totals[side] += 2;
      events.push({
        t: tAt(2),
        period,
        minute: 0,
        stoppage: 0,
        clock: 2,
        side,
        kind: 'score2',
        playerId: scorer.id,
        relatedId: null,
        points: 2,
        text: `00:02 ${scorer.name}压哨绝杀！`,
      });
    }
    mark(0, 'period_end', `${periodLabel(period)}结束`);
    start += realLength + (period < 4 ? (BREAKS[period - 1] ?? OT_BREAK) : OT_BREAK) + pace.int(0, 60);
  }
  const last = periods[periods.length - 1];
  const extras: BasketballScript['extras'] = new Map();
  const played = secondsPlayed(
    rotation,
    periods.map((p) => p.length),
  );
  const made = new Map<number, { two: number; three: number; ft: number }>();
  for (const e of events) {
    if (e.playerId === null || !e.points) continue;
    const m = made.get(e.playerId) ?? { two: 0, three: 0, ft: 0 };
    if (e.kind === 'score3') m.three++;
    else if (e.kind === 'score2') m.two++;
    else m.ft++;
    made.set(e.playerId, m);
  }
  // Each line from his per-minute figures over the minutes he played; misses from his makes at the league's
  // shooting (about 52 % inside, 36 % from three, 78 % at the line; centres finish better inside).
  for (const side of ['home', 'away'] as const) {
    for (const p of rosters[side]) {
      const minutes = (played.get(p.id) ?? 0) / 60;
      const l = line(p);
      const per = (n: number) => (n / Math.max(1, l.mpg)) * minutes;
      const m = made.get(p.id) ?? { two: 0, three: 0, ft: 0 };
      const inside = p.position === 'C' ? 0.62 : p.position === 'PF' ? 0.55 : 0.51;
      extras.set(p.id, {
        rebounds: rng.poisson(per(l.rpg)),
        steals: rng.poisson(per(l.spg)),
        blocks: rng.poisson(per(l.bpg)),
        turnovers: rng.poisson(per(0.2 + 0.06 * l.ppg + 0.12 * l.apg)),
        missed2: rng.poisson(m.two * (1 / inside - 1)),
        missed3: rng.poisson(m.three * (1 / 0.36 - 1) + per(l.tpg * 0.1)),
        missedFt: rng.poisson(m.ft * (1 / 0.78 - 1)),
      });
    }
  }
  const lines = playLines(seed, matchId, { home, away }, rosters, rotation, periods, extras);
  return {
    quarterLength,
    periods,
    end: last ? last.end : 0,
    events: [...events, ...lines].sort(playOrder),
    starters,
    rosters,
    rotation,
    extras,
  };
}
