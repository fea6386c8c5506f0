/**
 * Club ratings fitted to real results: a Poisson goals model in the family of Maher (1982) and Dixon & Coles
 * (1997), with one rating per club. A match's goals are independent Poisson counts with
 *
 *   log λ_home = μ + h + r_home − r_away        log λ_away = μ + r_away − r_home
 *
 * so a rating is how many log-goals a club is better than an average one, at both ends of the pitch. Older
 * results count less (Dixon–Coles' time weighting, here a half-life in days), and a ridge prior pulls a club
 * with few matches towards the average. Fitted by Newton steps per club and closed-form μ and h, which
 * converges in a few dozen rounds for a few thousand matches.
 */
export interface FitResult {
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  /** ISO date (YYYY-MM-DD) the match was played on. */
  date: string;
}

export interface FitOptions {
  /** A result this many days older than the newest counts half as much. */
  halfLifeDays?: number;
  /** Precision of the prior on each rating (a ridge penalty): about this many average matches' worth. */
  prior?: number;
  rounds?: number;
}

export interface Ratings {
  /** Log of the away side's expected goals between two average clubs. */
  mu: number;
  /** Home advantage in log-goals. */
  home: number;
  rating: Map<string, number>;
  /** The newest result's date: the fit is as of this day. */
  asOf: string;
  matches: number;
}

const DAY_MS = 86_400_000;

export function fitRatings(results: readonly FitResult[], options: FitOptions = {}): Ratings {
  const { halfLifeDays = 365, prior = 2, rounds = 60 } = options;
  if (results.length === 0) throw new Error('fitRatings: no results');
  const asOf = results.reduce((last, r) => (r.date > last ? r.date : last), '');
  const newest = Date.parse(asOf);
  const games = results.map((r) => ({
    ...r,
    w: 0.5 ** ((newest - Date.parse(r.date)) / DAY_MS / halfLifeDays),
  }));
  // Clubs by index, so the rounds below run over plain arrays.
  const index = new Map<string, number>();
  for (const g of results)
    for (const club of [g.home, g.away]) if (!index.has(club)) index.set(club, index.size);
  const hi = games.map((g) => index.get(g.home) as number);
  const ai = games.map((g) => index.get(g.away) as number);
  const r = new Float64Array(index.size);
  const byClub: number[][] = Array.from({ length: index.size }, () => []);
  games.forEach((_, k) => {
    byClub[hi[k] as number]?.push(k);
    byClub[ai[k] as number]?.push(k);
  });

  let weight = 0;
  let homeGoals = 0;
  let awayGoals = 0;
  for (const g of games) {
    weight += g.w;
    homeGoals += g.w * g.homeGoals;
    awayGoals += g.w * g.awayGoals;
  }
  let mu = Math.log(awayGoals / weight);
  let home = Math.log(homeGoals / awayGoals);

  for (let round = 0; round < rounds; round += 1) {
    // One Newton step per club on its own log-likelihood (plus the prior), the others held.
    byClub.forEach((own, club) => {
      let gradient = -prior * (r[club] as number);
      let curvature = prior;
      for (const k of own) {
        const g = games[k] as (typeof games)[number];
        const d = (r[hi[k] as number] as number) - (r[ai[k] as number] as number);
        const lh = Math.exp(mu + home + d);
        const la = Math.exp(mu - d);
        const sign = hi[k] === club ? 1 : -1;
        gradient += sign * g.w * (g.homeGoals - lh - (g.awayGoals - la));
        curvature += g.w * (lh + la);
      }
      r[club] = (r[club] as number) + gradient / curvature;
    });
    // Ratings only enter as differences: keep their mean at zero.
    const mean = r.reduce((a, b) => a + b, 0) / r.length;
    for (let c = 0; c < r.length; c += 1) r[c] = (r[c] as number) - mean;
    // μ and h in closed form given the ratings.
    let homeRate = 0;
    let awayRate = 0;
    games.forEach((g, k) => {
      const d = (r[hi[k] as number] as number) - (r[ai[k] as number] as number);
      homeRate += g.w * Math.exp(d);
      awayRate += g.w * Math.exp(-d);
    });
    home = Math.log(homeGoals / (Math.exp(mu) * homeRate));
    mu = Math.log((homeGoals + awayGoals) / (Math.exp(home) * homeRate + awayRate));
  }
  const rating = new Map([...index].map(([club, i]) => [club, r[i] as number]));
  return { mu, home, rating, asOf, matches: games.length };
}

/** A competition's scoring level on the fit's scale: what μ and h are for the whole fit. */
export interface GoalLevel {
  /** The away side's expected goals between two average clubs (exp μ). */
  away: number;
  /** The home side's factor (exp h). */
  home: number;
  matches: number;
}

/**
 * The scoring level of a subset of the fitted results (one competition's), with the clubs' ratings held at the
 * fit's: μ and h in the fit's own closed form over those matches only, with the fit's time weights. So a league
 * whose clubs score more than the ratings alone explain (the 德甲) gets a higher μ; the ratings stay one scale.
 */
export function levelOf(
  results: readonly FitResult[],
  fit: Pick<Ratings, 'rating' | 'asOf'>,
  halfLifeDays = 365,
): GoalLevel {
  const newest = Date.parse(fit.asOf);
  let homeGoals = 0;
  let awayGoals = 0;
  let homeRate = 0;
  let awayRate = 0;
  for (const g of results) {
    const w = 0.5 ** ((newest - Date.parse(g.date)) / DAY_MS / halfLifeDays);
    const d = (fit.rating.get(g.home) ?? 0) - (fit.rating.get(g.away) ?? 0);
    homeGoals += w * g.homeGoals;
    awayGoals += w * g.awayGoals;
    homeRate += w * Math.exp(d);
    awayRate += w * Math.exp(-d);
  }
  // Maximum likelihood given the ratings: λ_home = e^(μ+h+d) and λ_away = e^(μ−d) each sum to their goals.
  const away = awayGoals / awayRate;
  const home = homeGoals / homeRate / away;
  return { away, home, matches: results.length };
}
