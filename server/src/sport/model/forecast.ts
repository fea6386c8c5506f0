import type { BasketballForecast, FootballForecast, ScoreChance } from '@jincheng/shared/core';
import { normalCdf } from '../odds/basketball-odds';
import { expectedPoints, type BasketballRatings } from '../ratings/basketball-fit';
import type { GoalLevel, Ratings } from '../ratings/poisson-fit';

/**
 * The product's own forecast of a match (issue 50), from the ratings fitted to results (ratings/): pure
 * functions of the fit, so a forecast is reproducible from the fit it was made with.
 *
 * Football reads the same Poisson goals model the ratings are fitted with (poisson-fit.ts): the two sides'
 * goals are independent Poisson counts with the expected goals below, and every probability is a sum over
 * the score grid (0–20 goals a side, renormalised: the mass beyond is below 1e-9 at any real rate).
 * Basketball reads the points model of basketball-fit.ts: the home margin is normal around the expected
 * margin with the fit's spread.
 */

export type { BasketballForecast, FootballForecast, Forecast, ScoreChance } from '@jincheng/shared/core';

/** Highest goal count a side is summed to. */
export const MAX_GOALS = 20;
/** How many scores a forecast lists. */
export const TOP_SCORES = 5;

/** P(k goals) for k = 0…MAX_GOALS of a Poisson count with mean `lambda`. */
export function poissonRow(lambda: number): number[] {
  const row = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k += 1) row.push(((row[k - 1] as number) * lambda) / k);
  return row;
}

/** The football forecast for expected goals `xgHome` and `xgAway` (both > 0). */
export function footballForecast(xgHome: number, xgAway: number): FootballForecast {
  if (!(xgHome > 0) || !(xgAway > 0)) throw new Error('footballForecast: expected goals must be positive');
  const ph = poissonRow(xgHome);
  const pa = poissonRow(xgAway);
  let mass = 0;
  let home = 0;
  let draw = 0;
  let over = 0;
  let both = 0;
  const scores: ScoreChance[] = [];
  for (let h = 0; h <= MAX_GOALS; h += 1)
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = (ph[h] as number) * (pa[a] as number);
      mass += p;
      if (h > a) home += p;
      else if (h === a) draw += p;
      if (h + a > 2) over += p;
      if (h > 0 && a > 0) both += p;
      scores.push({ home: h, away: a, p });
    }
  scores.sort((x, y) => y.p - x.p || x.home + x.away - (y.home + y.away) || y.home - x.home);
  return {
    sport: 'football',
    home: home / mass,
    draw: draw / mass,
    away: (mass - home - draw) / mass,
    xgHome,
    xgAway,
    scores: scores.slice(0, TOP_SCORES).map((s) => ({ ...s, p: s.p / mass })),
    over25: over / mass,
    btts: both / mass,
  };
}

/**
 * The expected goals of a match from a fit (poisson-fit.ts): λ_home = e^(μ+h+r_home−r_away), λ_away =
 * e^(μ+r_away−r_home), with the competition's own scoring level in place of μ and h when one is given
 * (levelOf). A club the fit does not know is average (rating 0).
 */
export function expectedGoals(
  fit: Pick<Ratings, 'mu' | 'home' | 'rating'>,
  home: string,
  away: string,
  level: Pick<GoalLevel, 'away' | 'home'> | null = null,
): { home: number; away: number } {
  const d = (fit.rating.get(home) ?? 0) - (fit.rating.get(away) ?? 0);
  const awayBase = level ? level.away : Math.exp(fit.mu);
  const homeFactor = level ? level.home : Math.exp(fit.home);
  return { home: awayBase * homeFactor * Math.exp(d), away: awayBase * Math.exp(-d) };
}

/** The basketball forecast of a game from a fit (basketball-fit.ts); an unknown team is average. */
export function basketballForecast(
  r: BasketballRatings,
  homeTeam: number,
  awayTeam: number,
): BasketballForecast {
  const points = expectedPoints(r, homeTeam, awayTeam);
  const margin = points.home - points.away;
  const home = normalCdf(margin / r.marginSd);
  return {
    sport: 'basketball',
    home,
    away: 1 - home,
    pointsHome: points.home,
    pointsAway: points.away,
    margin,
    total: points.home + points.away,
    marginSd: r.marginSd,
  };
}
