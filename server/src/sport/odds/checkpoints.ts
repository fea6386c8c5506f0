import type { FootballScript } from '../engine/football-script';

/** A market is suspended (封盘) this many match seconds after a goal, a disallowed goal or a red card. */
export const SUSPEND_S = 60;
/** In-play quotes are refreshed every five minutes of play, and after every event that moves them. */
const GRID_S = 300;
/** Pre-match quotes: opening three days out, then moves up to five minutes before kickoff (closing). */
export const PRE_HOURS = [72, 48, 36, 24, 12, 6, 3, 1, 0.5, 1 / 12] as const;

export interface LiveCheckpoint {
  /** Match seconds after kickoff (the half-time break included, as the script counts). */
  t: number;
  reason: 'time' | 'goal' | 'red';
}

/** When an in-play quote is made, and the windows in which the markets are suspended. */
export interface LivePlan {
  checkpoints: LiveCheckpoint[];
  suspended: Array<[number, number]>;
}

type ClockAndEvents = Pick<FootballScript, 'h1End' | 'h2Start' | 'end' | 'events' | 'abandonAt'>;

export function livePlan(script: ClockAndEvents): LivePlan {
  const stop = script.abandonAt ?? script.end;
  const suspended: Array<[number, number]> = [];
  const checkpoints: LiveCheckpoint[] = [];
  for (const e of script.events) {
    const red = e.kind === 'red' || e.kind === 'second_yellow';
    if (e.points === 0 && !red) continue;
    if (e.t >= stop) continue;
    suspended.push([e.t, e.t + SUSPEND_S]);
    if (e.t + SUSPEND_S < stop) checkpoints.push({ t: e.t + SUSPEND_S, reason: red ? 'red' : 'goal' });
  }
  const grid: number[] = [];
  for (let t = 0; t < script.h1End; t += GRID_S) grid.push(t);
  grid.push(script.h1End);
  for (let t = script.h2Start + GRID_S; t < script.end; t += GRID_S) grid.push(t);
  const inSuspension = (t: number) => suspended.some(([a, b]) => t >= a && t < b);
  for (const t of grid) if (t < stop && !inSuspension(t)) checkpoints.push({ t, reason: 'time' });
  checkpoints.sort((a, b) => a.t - b.t);
  return { checkpoints, suspended };
}

/**
 * How much of the match's expected goals is still to come at `t`: 45 % of goals fall in the first half,
 * 55 % in the second (as the script plays them), spread evenly over each half with its usual stoppage.
 */
export function remainingShare(script: Pick<FootballScript, 'h1End' | 'h2Start'>, t: number): number {
  if (t < script.h1End) return 0.55 + 0.45 * Math.max(0, 1 - t / (47 * 60));
  if (t < script.h2Start) return 0.55;
  return 0.55 * Math.max(0.01, 1 - (t - script.h2Start) / (48 * 60));
}

export function isSuspended(plan: LivePlan, t: number): boolean {
  return plan.suspended.some(([a, b]) => t >= a && t < b);
}
