import type { FootballForecast, InPlayPoint } from '@jincheng/shared/core';
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
