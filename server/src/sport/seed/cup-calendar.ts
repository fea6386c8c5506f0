import type { CompetitionStage } from '@jincheng/shared/core';
import { addDays, weekday } from '../time';
import { localInstant } from '../local-time';
import { timesOn, type KickoffWindow } from './kickoff-windows';

/**
 * The UEFA season's real shape, as days counted from the Monday on or before 16 September of the season's
 * first year. Up to 2025/26 the offsets are those of 2025/26 (欧冠 league phase 16 Sep – 28 Jan, play-offs 17–26
 * Feb, last 16 10–19 Mar, quarter-finals 7–16 Apr, semi-finals 28 Apr – 7 May, finals 20, 27 and 30 May 2026);
 * from 2026/27 those of 2026/27 (below; a negative offset is a day before that Monday).
 */
type Days = number[];
interface CupShape {
  leaguePhase: Days[];
  knockout: Array<{ stage: CompetitionStage; legs: Days[] }>;
}

// 欧冠 plays Tuesday and Wednesday (matchday 8 all on one Wednesday; 2026/27's matchday 1 Tuesday to Thursday);
// 欧联 and 欧协联 play Thursday.
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
 * 2026/27 on. From the source (Calcio e Finanza, 2 Sep 2025, "Date Champions League 2026/2027": UEFA's calendar
 * as sent to the federations; fcinternews.it the same day): 欧冠 matchday 1 on 8, 9 and 10 September 2026,
 * UEFA's "exclusive week" (Tuesday to Thursday, no other UEFA cup that week; the offsets count back from Monday
 * 14 September), matchday 8 all on Wednesday 27 January 2027; the knock-out weeks (play-offs 16/17 and 23/24
 * Feb, last 16 9/10 and 16/17 Mar, quarter-finals 6/7 and 13/14 Apr, semi-finals 27/28 Apr and 4/5 May, the same
 * offsets as 2025/26); the 2027 finals: 欧联 Wednesday 26 May, 欧协联 Wednesday 2 June, 欧冠 Saturday 5 June
 * (Madrid).
 * Inferred (the source does not give them): 欧冠 matchdays 2–7 on 13/14 Oct, 20/21 Oct, 3/4 Nov, 24/25 Nov, 8/9
 * Dec, 19/20 Jan — the weeks the real 2026/27 league fixtures (openfootball 2026-27/) leave free of midweek
 * rounds, on the pattern the same outlet gives for 2027/28 (7–9 Sep, 12/13 Oct, 19/20 Oct, 2/3 Nov, 23/24 Nov,
 * 7/8 Dec, 18/19 Jan, 26 Jan). Not 27/28 Oct: 意甲 plays a midweek round on 27–29 Oct. FIFA's joined September–
 * October window (21 Sep – 6 Oct 2026) holds no matchday. 欧联 and 欧协联 play the Thursdays after: 欧联 from
 * 17 Sep (matchday 1 is the week after 欧冠's exclusive one), 欧协联 from 15 Oct (its second matchday 22 Oct).
 */
const SHAPES_2026: Record<string, CupShape> = {
  欧冠: {
    leaguePhase: [[-6, -5, -4], [29, 30], [36, 37], [50, 51], [71, 72], [85, 86], [127, 128], [135]],
    knockout: knockoutShape(TUESDAY_LEGS, 264),
  },
  欧联: {
    leaguePhase: [[3], [31], [38], [52], [73], [87], [129], [136]],
    knockout: knockoutShape(THURSDAY_LEGS, 254),
  },
  欧协联: {
    leaguePhase: [[31], [38], [52], [73], [87], [94]],
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
