import { formatClock, periodLabel } from '@jincheng/shared/core';
import { createRng } from '../seed/prng';
import { onCourt, periodRotation, secondsPlayed, type PeriodRotation } from './basketball-rotation';
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
  /** Final non-scoring box lines, revealed in proportion to each player's minutes played. */
  extras: Map<
    number,
    {
      rebounds: number;
      assists: number;
      steals: number;
      blocks: number;
      turnovers: number;
      missed2: number;
      missed3: number;
      missedFt: number;
    }
  >;
}

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
  const rosters = { home: home.players.slice(0, 12), away: away.players.slice(0, 12) };
  const starters = {
    home: [...rosters.home]
      .sort((a, b) => b.ppg - a.ppg)
      .slice(0, 5)
      .map((p) => p.id),
    away: [...rosters.away]
      .sort((a, b) => b.ppg - a.ppg)
      .slice(0, 5)
      .map((p) => p.id),
  };
  const ratio = home.strength / (home.strength + away.strength);
  const events: ScriptEvent[] = [];
  const periods: BasketballScript['periods'] = [];
  const totals = { home: 0, away: 0 };
  const rotation: PeriodRotation[] = [];
  const byId = new Map([...rosters.home, ...rosters.away].map((p) => [p.id, p]));
  const court = (side: 'home' | 'away', period: number, clock: number): EnginePlayer[] =>
    onCourt(rotation[period - 1] as PeriodRotation, side, clock).map((id) => byId.get(id) as EnginePlayer);
  const pickScorer = (side: 'home' | 'away', period: number, clock: number) => {
    const five = court(side, period, clock);
    let r = rng.next() * five.reduce((n, p) => n + p.ppg + 1, 0);
    return five.find((p) => (r -= p.ppg + 1) <= 0) ?? (five[0] as EnginePlayer);
  };
  // Nobody fouls out: a player stops collecting fouls one short of the limit (6 in the NBA, 5 under FIBA).
  const fouls = new Map<number, number>();
  const foulLimit = quarterLength === 720 ? 5 : 4;
  let start = 0;
  for (let period = 1; period <= 4 || totals.home === totals.away; period++) {
    const length = period <= 4 ? quarterLength : 300;
    const perGameSecond = REAL_PER_GAME_SECOND * (1 - PACE_SPREAD + pace.next() * 2 * PACE_SPREAD);
    const realLength = Math.round(length * perGameSecond);
    periods.push({ start, end: start + realLength, length });
    rotation.push(periodRotation(rng, length, period, rosters, starters));
    const tAt = (clock: number) => start + Math.round((length - clock) * perGameSecond);
    const plays: Array<Omit<ScriptEvent, 't' | 'period' | 'minute' | 'stoppage'>> = [];
    for (const side of ['home', 'away'] as const) {
      const mean =
        (period <= 4 ? perQuarter : 10) * (side === 'home' ? 0.94 + ratio * 0.2 : 1.04 - ratio * 0.2);
      let points = Math.max(4, Math.round(mean + rng.normal() * 4));
      while (points > 0) {
        const clock = rng.int(1, length - 5);
        const scorer = pickScorer(side, period, clock);
        const roll = rng.next();
        const kind =
          points >= 3 && roll < 0.33 ? 'score3' : points >= 2 && roll < 0.85 ? 'score2' : 'free_throw';
        const pts = kind === 'score3' ? 3 : kind === 'score2' ? 2 : 1;
        points -= pts;
        const what =
          kind === 'score3'
            ? '三分命中'
            : kind === 'score2'
              ? rng.pick(['上篮得手', '中投命中', '突破扣篮', '勾手打进'])
              : '罚球命中';
        plays.push({
          clock,
          side,
          kind,
          playerId: scorer.id,
          relatedId: null,
          points: pts,
          text: `${scorer.name}${what}`,
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
        text: `${formatClock(play.clock ?? 0)} ${play.text}`,
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
  for (const side of ['home', 'away'] as const) {
    for (const p of rosters[side]) {
      const f = (played.get(p.id) ?? 0) / 60 / 36;
      extras.set(p.id, {
        rebounds: Math.round(rng.int(1, 11) * f),
        assists: Math.round(rng.int(0, 8) * f),
        steals: Math.round(rng.int(0, 2) * Math.min(1, f * 1.5)),
        blocks: Math.round(rng.int(0, p.position === 'C' ? 3 : 1) * Math.min(1, f * 1.5)),
        turnovers: Math.round(rng.int(0, 3) * Math.min(1, f * 1.5)),
        missed2: Math.round(rng.int(2, 7) * f),
        missed3: Math.round(rng.int(1, 5) * f),
        missedFt: Math.round(rng.int(0, 2) * Math.min(1, f * 1.5)),
      });
    }
  }
  return {
    quarterLength,
    periods,
    end: last ? last.end : 0,
    events: events.sort((a, b) => a.t - b.t),
    starters,
    rosters,
    rotation,
    extras,
  };
}
