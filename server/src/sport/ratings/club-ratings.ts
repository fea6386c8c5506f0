import { OpenFootballProvider } from '../history/openfootball';
import type { SportsDataProvider } from '../history/provider';
import { fitRatings, type Ratings } from './poisson-fit';

/**
 * Between seasons clubs regress towards the average (squads change, luck evens out): a bookmaker's opening
 * prices for a new season shrink last season's gaps. The simulated 2026/27 season starts from the fitted
 * ratings times this.
 */
export const NEW_SEASON_REGRESSION = 0.9;

let fitted: Ratings | null = null;
let best: number | null = null;

/** The results a fit reads: every played match the provider has, clubs by their Chinese full names. */
export function fitResults(provider: SportsDataProvider) {
  return provider.seasons().flatMap((season) =>
    season.matches.flatMap((m) =>
      m.fullTime
        ? [
            {
              home: m.home.name,
              away: m.away.name,
              homeGoals: m.fullTime[0],
              awayGoals: m.fullTime[1],
              date: new Date(m.kickoff * 1000).toISOString().slice(0, 10),
            },
          ]
        : [],
    ),
  );
}

/** The ratings fitted to every shipped real result (both seasons, all competitions); computed once. */
export function realClubRatings(): Ratings {
  fitted ??= fitRatings(fitResults(new OpenFootballProvider()));
  return fitted;
}

/**
 * A club's seeded strength from its fitted rating, on the scale the engine reads: the ratio of two strengths
 * gives the rating difference (football-plan.ts goalRates), the strongest club is 1. Null for a club the
 * data does not have.
 */
export function fittedStrength(fullName: string): number | null {
  const { rating } = realClubRatings();
  const own = rating.get(fullName);
  if (own === undefined) return null;
  best ??= Math.max(...rating.values());
  return Math.round(Math.exp(NEW_SEASON_REGRESSION * (own - best)) * 1000) / 1000;
}
