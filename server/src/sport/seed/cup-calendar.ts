import type { CompetitionStage } from '@jincheng/shared/core';
import { addDays, weekday } from '../time';
import { localInstant } from './local-time';
import { timesOn, type KickoffWindow } from './kickoff-windows';

/**
 * The UEFA season around the anchor, in weeks from the cup's current matchday week (week 0): the league phase
 * (8 matchdays) is over, the knock-out play-offs are done, the round of 16 has its first leg behind it and
 * its second leg this week; quarter-finals, semi-finals and the final are still to come.
 */
export const LEAGUE_PHASE_WEEKS = [-11, -10, -9, -8, -7, -6, -5, -4];
export const KNOCKOUT_CALENDAR: Array<{ stage: CompetitionStage; weeks: number[] }> = [
  { stage: 'knockout_playoff', weeks: [-3, -2] },
  { stage: 'round_of_16', weeks: [-1, 0] },
  { stage: 'quarter_final', weeks: [3, 4] },
  { stage: 'semi_final', weeks: [6, 7] },
  { stage: 'final', weeks: [10] },
];
/** Rounds 1–8 are the league phase; the knock-out legs follow in this order (play-offs 9–10, last 16 11–12). */
export const LEAGUE_PHASE_ROUNDS = LEAGUE_PHASE_WEEKS.length;
/** Rounds with fixtures at the anchor: the league phase and the knock-out legs up to this week. */
export const DRAWN_ROUNDS =
  LEAGUE_PHASE_ROUNDS + KNOCKOUT_CALENDAR.reduce((n, s) => n + s.weeks.filter((w) => w <= 0).length, 0);

/** One leg of a knock-out round on the calendar: its round number and the span its matches kick off in. */
export interface StageLeg {
  round: number;
  leg: number | null;
  from: number;
  to: number;
  /** Local match dates of the leg (Tuesday and Wednesday, or Thursday). */
  dates: string[];
}

export interface StagePlan {
  stage: CompetitionStage;
  legs: StageLeg[];
}

/** Local dates of a matchday week: 欧冠 plays Tuesday and Wednesday, the others Thursday. */
export function matchdayDates(week0: string, week: number, twoDays: boolean): string[] {
  const first = addDays(week0, week * 7);
  return twoDays ? [first, addDays(first, 1)] : [first];
}

/** The knock-out calendar of a UEFA cup, with the kickoff span of every leg (for fixtures and reservations). */
export function knockoutPlan(week0: string, twoDays: boolean, window: KickoffWindow): StagePlan[] {
  let round = LEAGUE_PHASE_ROUNDS;
  return KNOCKOUT_CALENDAR.map(({ stage, weeks }) => ({
    stage,
    legs: weeks.map((week, i) => {
      const dates = matchdayDates(week0, week, twoDays);
      const instants = dates.flatMap((d) =>
        timesOn(window, weekday(d)).map((time) => localInstant(window.tz, d, time)),
      );
      return {
        round: ++round,
        leg: weeks.length > 1 ? i + 1 : null,
        from: Math.min(...instants),
        to: Math.max(...instants),
        dates,
      };
    }),
  }));
}
