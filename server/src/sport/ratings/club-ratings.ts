import { OpenFootballProvider } from '../history/openfootball';
import type { SportsDataProvider } from '../history/provider';
import { fitRatings, levelOf, type GoalLevel, type Ratings } from './poisson-fit';

/**
 * Between seasons clubs regress towards the average (squads change, luck evens out): a bookmaker's opening
 * prices for a new season shrink last season's gaps. The simulated 2026/27 season starts from the fitted
 * ratings times this.
 */
export const NEW_SEASON_REGRESSION = 0.9;

let fitted: Ratings | null = null;
let best: number | null = null;

/**
 * The results a fit reads: every real result the provider has (a simulated one, completing a season held to its
 * real outcome, is left out), clubs by their Chinese full names.
 */
export function fitResults(provider: SportsDataProvider, league?: string) {
  const seasons = provider.seasons().filter((season) => league === undefined || season.league === league);
  return seasons.flatMap((season) =>
    season.matches.flatMap((m) =>
      m.fullTime && !m.simulated
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

let levels: Map<string, GoalLevel> | null = null;

/**
 * Each competition's own scoring level, fitted to its shipped real results with the clubs' ratings of the
 * whole fit (poisson-fit.ts levelOf): the 德甲 and the 法甲 score more than the 英超 between clubs of the same
 * ratings. Only the competitions the provider has results of; computed once.
 */
export function leagueGoalLevels(): ReadonlyMap<string, GoalLevel> {
  if (levels) return levels;
  const fit = realClubRatings();
  const provider = new OpenFootballProvider();
  const leagues = [...new Set(provider.seasons().map((season) => season.league))];
  levels = new Map(
    leagues.flatMap((league) => {
      const results = fitResults(provider, league);
      return results.length > 0 ? [[league, levelOf(results, fit)] as const] : [];
    }),
  );
  return levels;
}
