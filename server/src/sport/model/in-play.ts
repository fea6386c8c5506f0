import type { FootballForecast, InPlayPoint } from '@jincheng/shared/core';
import { normalCdf } from '../odds/basketball-odds';
import { MAX_GOALS, poissonRow } from './forecast';

/**
 * The in-play win probability of a football match (issue 50: "a probability that moves with the score and
 * the clock"), from the forecast made before kick-off: the goals still to come are independent Poisson counts
 * with the expected goals scaled to the time left (a match of 90 minutes; stoppage time is not modelled, so
 * from the 90th minute the score stands), added to the score so far. At 0' and 0–0 it is the forecast itself.
 * Red cards and the state of the game (a side sitting on a lead) are not modelled: the picture shows what the
 * pre-match strengths and the clock say, no more.
 */
export const MATCH_MINUTES = 90;

/** P(主胜, 平, 客胜) at `minute` with the score `home`–`away`, from the pre-match expected goals. */
export function footballInPlay(
  xgHome: number,
  xgAway: number,
  minute: number,
  home: number,
  away: number,
): { home: number; draw: number; away: number } {
  const left = Math.max(0, MATCH_MINUTES - minute) / MATCH_MINUTES;
  if (left === 0)
    return { home: home > away ? 1 : 0, draw: home === away ? 1 : 0, away: away > home ? 1 : 0 };
  const ph = poissonRow(xgHome * left);
  const pa = poissonRow(xgAway * left);
  let win = 0;
  let draw = 0;
  let mass = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1)
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = (ph[h] as number) * (pa[a] as number);
      mass += p;
      const d = home + h - (away + a);
      if (d > 0) win += p;
      else if (d === 0) draw += p;
    }
  return { home: win / mass, draw: draw / mass, away: (mass - win - draw) / mass };
}

/**
 * The probability line through a match: one point a minute from 0' to `upTo` (at most 90), each at the score
 * after the goals of its minute and before. `goals` are the match's score changes, in order.
 */
export function footballInPlaySeries(
  forecast: Pick<FootballForecast, 'xgHome' | 'xgAway'>,
  goals: ReadonlyArray<{ minute: number; home: number; away: number }>,
  upTo: number,
): InPlayPoint[] {
  const last = Math.min(MATCH_MINUTES, Math.max(0, Math.floor(upTo)));
  const points: InPlayPoint[] = [];
  let next = 0;
  let score = { home: 0, away: 0 };
  for (let minute = 0; minute <= last; minute += 1) {
    while (next < goals.length && (goals[next] as { minute: number }).minute <= minute) {
      const g = goals[next] as { home: number; away: number };
      score = { home: g.home, away: g.away };
      next += 1;
    }
    const p = footballInPlay(forecast.xgHome, forecast.xgAway, minute, score.home, score.away);
    points.push({ minute, scoreHome: score.home, scoreAway: score.away, ...p });
  }
  return points;
}

/**
 * Basketball's in-play win probability, from the forecast made before tip-off (forecast.ts): the home margin
 * still to come is normal, with the expected margin scaled to the time left and the fit's spread scaled to its
 * square root (points come at a steady rate: mean and variance both grow with time), added to the lead now.
 * Time is game time: four quarters (12 minutes in NBA-style leagues, 10 under FIBA rules, as the engine plays
 * them: engine/script.ts quarterLengthFor), then 5 minutes an overtime. At tip-off, level, it is the forecast
 * itself, Φ(margin / sd). A tie when time runs out is an overtime to come: the same model over its 5 minutes,
 * so a side's chance then is that of winning the overtime (a further tie has no weight in a continuous model).
 * Fouling late, resting a lead and the state of the game are not modelled, as in football.
 */
export const OVERTIME_MINUTES = 5;

/** A basketball game's periods on the game clock, in minutes: 4 quarters, then `overtimes` of 5 minutes. */
export function basketballPeriods(
  quarterMinutes: number,
  overtimes: number,
): Array<{ period: number; from: number; to: number }> {
  const periods = [];
  for (let period = 1; period <= 4 + Math.max(0, overtimes); period += 1) {
    const from = period <= 4 ? (period - 1) * quarterMinutes : 4 * quarterMinutes + (period - 5) * 5;
    periods.push({ period, from, to: from + (period <= 4 ? quarterMinutes : OVERTIME_MINUTES) });
  }
  return periods;
}

/** Game minutes elapsed at `clock` seconds left in `period`. */
export function basketballElapsed(quarterMinutes: number, period: number, clock: number): number {
  const p = basketballPeriods(quarterMinutes, period - 4)[Math.max(1, period) - 1]!;
  return Math.min(p.to, Math.max(p.from, p.to - clock / 60));
}

/**
 * P(home wins) with `left` game minutes to play and the home side `lead` points up, from the pre-match expected
 * margin and its spread over a regulation game of `regulation` minutes.
 */
export function basketballInPlay(
  margin: number,
  marginSd: number,
  regulation: number,
  left: number,
  lead: number,
): number {
  let rest = Math.max(0, left);
  if (rest === 0) {
    if (lead !== 0) return lead > 0 ? 1 : 0;
    rest = OVERTIME_MINUTES;
  }
  const share = rest / regulation;
  return normalCdf((lead + margin * share) / (marginSd * Math.sqrt(share)));
}

/**
 * The probability line through a basketball game: one point a game minute from 0 to `upTo` (regulation, then
 * 5 a period of overtime), each at the score after the points of its minute and before; `draw` is 0 (overtime
 * decides). `scores` are the game's score changes in order, at `minute` of game time (fractional).
 */
export function basketballInPlaySeries(
  forecast: { margin: number; marginSd: number },
  quarterMinutes: number,
  scores: ReadonlyArray<{ minute: number; home: number; away: number }>,
  upTo: number,
): InPlayPoint[] {
  const regulation = 4 * quarterMinutes;
  const last = Math.max(0, Math.floor(upTo));
  const points: InPlayPoint[] = [];
  let next = 0;
  let score = { home: 0, away: 0 };
  for (let minute = 0; minute <= last; minute += 1) {
    while (next < scores.length && (scores[next] as { minute: number }).minute <= minute) {
      const s = scores[next] as { home: number; away: number };
      score = { home: s.home, away: s.away };
      next += 1;
    }
    const overtime = Math.max(0, Math.ceil((minute - regulation) / OVERTIME_MINUTES));
    const left = regulation + overtime * OVERTIME_MINUTES - minute;
    const lead = score.home - score.away;
    const home = basketballInPlay(forecast.margin, forecast.marginSd, regulation, left, lead);
    points.push({ minute, scoreHome: score.home, scoreAway: score.away, home, draw: 0, away: 1 - home });
  }
  return points;
}
