import type { BoxScoreRow } from '@jincheng/shared/core';
import type { BasketballScript } from './basketball-script';
import { secondsPlayed, wholeMinutes } from './basketball-rotation';
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
 * The box score at `t` from the script: points, makes and fouls are the visible plays; minutes come from the
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
        fieldGoalsAttempted: fgm + g(x?.missed2) + g(x?.missed3),
        threesMade: made('score3'),
        threesAttempted: made('score3') + g(x?.missed3),
        freeThrowsMade: made('free_throw'),
        freeThrowsAttempted: made('free_throw') + g(x?.missedFt),
        rebounds: g(x?.rebounds),
        assists: g(x?.assists),
        steals: g(x?.steals),
        blocks: g(x?.blocks),
        turnovers: g(x?.turnovers),
        fouls: made('foul'),
      };
      return { ...line, efficiency: efficiency(line) };
    });
  };
  return { home: box('home'), away: box('away') };
}

/** Efficiency (EFF): PTS + REB + AST + STL + BLK − missed field goals − missed free throws − turnovers. */
export function efficiency(
  r: Omit<BoxScoreRow, 'efficiency' | 'playerId' | 'name' | 'number' | 'position' | 'starter' | 'minutes'>,
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
