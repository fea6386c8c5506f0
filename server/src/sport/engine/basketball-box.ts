import type { BoxScoreRow } from '@jincheng/shared/core';
import type { BasketballScript } from './basketball-script';
import { onCourt, secondsPlayed, wholeMinutes, type PeriodRotation } from './basketball-rotation';
import type { ScriptEvent } from './types';

/**
 * Game seconds played in each period at real time `t`, on the same clock the match row shows (a period in
 * progress counts up to its current clock, a finished one in full).
 */
export function elapsedByPeriod(script: BasketballScript, t: number): number[] {
  return script.periods.map((p) => {
    if (t >= p.end) return p.length;
    if (t < p.start) return 0;
    const clock = Math.max(0, Math.round(p.length - (t - p.start) / ((p.end - p.start) / p.length)));
    return p.length - clock;
  });
}

/**
 * The box score at `t` from the script: points, makes, misses and fouls are the visible plays; minutes come from the
 * rotation (each side's add up to 5 × the game time played); the other lines grow with each player's own
 * minutes, so a player who has not been on court has an empty line.
 */
export function basketballBox(
  script: BasketballScript,
  t: number,
  visible: readonly ScriptEvent[],
): { home: BoxScoreRow[]; away: BoxScoreRow[] } {
  const finalSeconds = secondsPlayed(
    script.rotation,
    script.periods.map((p) => p.length),
  );
  const seconds = secondsPlayed(script.rotation, elapsedByPeriod(script, t));
  const plusMinus = plusMinusOf(script, visible);
  const box = (side: 'home' | 'away'): BoxScoreRow[] => {
    const minutes = wholeMinutes(
      script.rosters[side].map((p) => p.id),
      seconds,
    );
    return script.rosters[side].map((p) => {
      const mine = visible.filter((e) => e.playerId === p.id);
      const made = (kind: string) => mine.filter((e) => e.kind === kind).length;
      const x = script.extras.get(p.id);
      const share =
        (finalSeconds.get(p.id) ?? 0) > 0 ? (seconds.get(p.id) ?? 0) / (finalSeconds.get(p.id) ?? 1) : 0;
      const g = (n: number | undefined) => Math.round((n ?? 0) * share);
      const fgm = made('score2') + made('score3');
      const line = {
        playerId: p.id,
        name: p.name,
        number: p.number,
        position: p.position,
        starter: script.starters[side].includes(p.id),
        minutes: minutes.get(p.id) ?? 0,
        points: mine.reduce((n, e) => n + e.points, 0),
        fieldGoalsMade: fgm,
        fieldGoalsAttempted: fgm + made('miss2') + made('miss3'),
        threesMade: made('score3'),
        threesAttempted: made('score3') + made('miss3'),
        freeThrowsMade: made('free_throw'),
        freeThrowsAttempted: made('free_throw') + made('miss_ft'),
        rebounds: g(x?.rebounds),
        assists: visible.filter((e) => e.relatedId === p.id && e.points > 0).length,
        steals: g(x?.steals),
        blocks: g(x?.blocks),
        turnovers: g(x?.turnovers),
        fouls: made('foul'),
      };
      return { ...line, efficiency: efficiency(line), plusMinus: plusMinus.get(p.id) ?? 0 };
    });
  };
  return { home: box('home'), away: box('away') };
}

/**
 * +/- of every player from the visible plays: each basket counts + its points for the five of the scoring side
 * on court at that moment (the same rotation that picked the scorer) and − its points for the other five. Every
 * play has exactly five per side on court, so a side's +/- add up to 5 × its margin (starters and bench alike),
 * and a player who has not been on court is 0.
 */
export function plusMinusOf(script: BasketballScript, visible: readonly ScriptEvent[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const e of visible) {
    if (!e.points || !e.side) continue;
    const period = script.rotation[e.period - 1] as PeriodRotation | undefined;
    if (!period) continue;
    const other = e.side === 'home' ? 'away' : 'home';
    for (const id of onCourt(period, e.side, e.clock ?? 0)) out.set(id, (out.get(id) ?? 0) + e.points);
    for (const id of onCourt(period, other, e.clock ?? 0)) out.set(id, (out.get(id) ?? 0) - e.points);
  }
  return out;
}

/** Efficiency (EFF): PTS + REB + AST + STL + BLK − missed field goals − missed free throws − turnovers. */
export function efficiency(
  r: Omit<
    BoxScoreRow,
    'efficiency' | 'plusMinus' | 'playerId' | 'name' | 'number' | 'position' | 'starter' | 'minutes'
  >,
): number {
  return (
    r.points +
    r.rebounds +
    r.assists +
    r.steals +
    r.blocks -
    (r.fieldGoalsAttempted - r.fieldGoalsMade) -
    (r.freeThrowsAttempted - r.freeThrowsMade) -
    r.turnovers
  );
}
