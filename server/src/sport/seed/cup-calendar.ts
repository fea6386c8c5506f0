import type { CompetitionStage } from '@jincheng/shared/core';
import { addDays, weekday } from '../time';
import { localInstant } from '../local-time';
import { timesOn, type KickoffWindow } from './kickoff-windows';

/**
 * The UEFA season's real shape, as days counted from the Monday on or before 16 September of the season's
 * first year. Up to 2025/26 the offsets are those of 2025/26 (欧冠 league phase 16 Sep – 28 Jan, play-offs 17–26
 * Feb, last 16 10–19 Mar, quarter-finals 7–16 Apr, semi-finals 28 Apr – 7 May, finals 20, 27 and 30 May 2026);
 * from 2026/27 those of 2026/27 (below).
 */
type Days = number[];
interface CupShape {
  leaguePhase: Days[];
  knockout: Array<{ stage: CompetitionStage; legs: Days[] }>;
}

// 欧冠 plays Tuesday and Wednesday (matchday 8 all on one Wednesday); 欧联 and 欧协联 play Thursday.
const TUESDAY_LEGS = (first: number, second: number): Days[] => [
  [first, first + 1],
  [second, second + 1],
];
const THURSDAY_LEGS = (first: number, second: number): Days[] => [[first + 2], [second + 2]];

function knockoutShape(legs: (first: number, second: number) => Days[], final: number): CupShape['knockout'] {
  return [
    { stage: 'knockout_playoff', legs: legs(155, 162) },
    { stage: 'round_of_16', legs: legs(176, 183) },
    { stage: 'quarter_final', legs: legs(204, 211) },
    { stage: 'semi_final', legs: legs(225, 232) },
    { stage: 'final', legs: [[final]] },
  ];
}

/** 2025/26 and before: the real 2025/26 dates. */
const SHAPES_2025: Record<string, CupShape> = {
  欧冠: {
    leaguePhase: [[1, 2], [15, 16], [36, 37], [50, 51], [71, 72], [85, 86], [127, 128], [135]],
    knockout: knockoutShape(TUESDAY_LEGS, 257),
  },
  欧联: {
    leaguePhase: [[10], [17], [38], [52], [73], [87], [129], [136]],
    knockout: knockoutShape(THURSDAY_LEGS, 247),
  },
  欧协联: {
    leaguePhase: [[17], [38], [52], [73], [87], [94]],
    knockout: knockoutShape(THURSDAY_LEGS, 254),
  },
};

/**
 * 2026/27 on: FIFA's new calendar joins the September and October windows (21 Sep – 6 Oct 2026), so no
 * matchday falls in it: 欧冠 15/16 Sep, 13/14 Oct, 27/28 Oct, 3/4 Nov, 24/25 Nov, 8/9 Dec, 19/20 Jan, 27 Jan;
 * 欧联 the Thursdays after; 欧协联 from 15 Oct. The knock-out weeks are 2025/26's; the 2027 finals: 欧联
 * Wednesday 26 May, 欧协联 Wednesday 2 June, 欧冠 Saturday 5 June 2027 (Madrid).
 */
const SHAPES_2026: Record<string, CupShape> = {
  欧冠: {
    leaguePhase: [[1, 2], [29, 30], [43, 44], [50, 51], [71, 72], [85, 86], [127, 128], [135]],
    knockout: knockoutShape(TUESDAY_LEGS, 264),
  },
  欧联: {
    leaguePhase: [[3], [31], [45], [52], [73], [87], [129], [136]],
    knockout: knockoutShape(THURSDAY_LEGS, 254),
  },
  欧协联: {
    leaguePhase: [[31], [45], [52], [73], [87], [94]],
    knockout: knockoutShape(THURSDAY_LEGS, 261),
  },
};

const shapesFor = (year: number): Record<string, CupShape> => (year >= 2026 ? SHAPES_2026 : SHAPES_2025);

/** First year of the UEFA season at a date: September–June belong to the season that began that August. */
export function uefaSeasonYear(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 7 ? year : year - 1;
}

/** The Monday on or before 16 September of `year`, the day the offsets count from. */
export function seasonBase(year: number): string {
  const mid = `${year}-09-16`;
  return addDays(mid, -((weekday(mid) + 6) % 7));
}

/** Local match dates of each league-phase matchday of a UEFA cup in the season that holds `day`. */
export function leaguePhaseDates(short: string, day: string): string[][] {
  const year = uefaSeasonYear(day);
  const base = seasonBase(year);
  return (shapesFor(year)[short]?.leaguePhase ?? []).map((days) => days.map((d) => addDays(base, d)));
}

/** One leg of a knock-out round on the calendar: its round number and the span its matches kick off in. */
export interface StageLeg {
  round: number;
  leg: number | null;
  from: number;
  to: number;
  /** Local match dates of the leg (Tuesday and Wednesday, or Thursday; a final on its one day). */
  dates: string[];
}

export interface StagePlan {
  stage: CompetitionStage;
  legs: StageLeg[];
}

/**
 * The knock-out calendar of a UEFA cup in the season that holds `day`, with the kickoff span of every leg (for
 * fixtures and reservations). Rounds continue after the league phase's matchdays.
 */
export function knockoutPlan(short: string, day: string, window: KickoffWindow): StagePlan[] {
  const year = uefaSeasonYear(day);
  const shape = shapesFor(year)[short];
  if (!shape) return [];
  const base = seasonBase(year);
  let round = shape.leaguePhase.length;
  return shape.knockout.map(({ stage, legs }) => ({
    stage,
    legs: legs.map((days, i) => {
      const dates = days.map((d) => addDays(base, d));
      const instants = dates.flatMap((d) =>
        timesOn(window, weekday(d)).map((t) => localInstant(window.tz, d, t)),
      );
      return {
        round: ++round,
        leg: legs.length > 1 ? i + 1 : null,
        from: Math.min(...instants),
        to: Math.max(...instants),
        dates,
      };
    }),
  }));
}

/**
 * How far the knock-out rounds are drawn at `dayStartS` (epoch seconds of the anchor's day): a round is drawn
 * once the one before it (the league phase for the play-offs) has been played to its end, as UEFA draws them.
 * Answers the last round number with fixtures.
 */
export function drawnRounds(leaguePhaseEnd: number, plan: StagePlan[], dayStartS: number): number {
  const AFTER_LAST_KICKOFF = 4 * 3600;
  let last = plan[0] ? (plan[0].legs[0]?.round ?? 1) - 1 : 0;
  let previousEnd = leaguePhaseEnd;
  for (const stage of plan) {
    if (previousEnd + AFTER_LAST_KICKOFF > dayStartS) break;
    last = stage.legs[stage.legs.length - 1]?.round ?? last;
    previousEnd = Math.max(...stage.legs.map((l) => l.to));
  }
  return last;
}
