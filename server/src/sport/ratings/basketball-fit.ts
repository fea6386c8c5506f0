/**
 * Basketball team ratings fitted to a season's finished games: a least-squares (ridge) fit of points per
 * game in the family of the "offensive/defensive rating" models (Stefani 1980, Massey 1997):
 *
 *   home points = μ + h + o_home − d_away        away points = μ + o_away − d_home
 *
 * `o` is how many points a team scores above an average team against an average defence, `d` how many it
 * keeps an average offence below its average; `o + d` (net) is how many points it is better than an average
 * team on a neutral floor. A small ridge penalty on every o and d (about `prior` games' worth) keeps a team
 * with few games near the average and makes the answer unique (the o and the d each average zero). μ and h
 * are not penalised. The system has 2·teams + 2 unknowns (62 for the NBA): its normal equations are solved
 * directly (Cholesky), so the fit is exact and deterministic.
 */
export interface BasketballGame {
  home: number;
  away: number;
  homePoints: number;
  awayPoints: number;
}

export interface TeamRating {
  /** Points scored above an average team. */
  offense: number;
  /** Points conceded below an average team. */
  defense: number;
  /** offense + defense: points per game better than an average team on a neutral floor. */
  net: number;
  games: number;
}

export interface BasketballRatings {
  /** An average away team's points against an average home team. */
  mu: number;
  /** Home advantage in points. */
  home: number;
  teams: Map<number, TeamRating>;
  games: number;
  /** Standard deviation of the home margin around the fit's expectation (what the moneyline reads). */
  marginSd: number;
  /** Standard deviation of the total points around the fit's expectation. */
  totalSd: number;
}

export interface BasketballFitOptions {
  /** Ridge precision on each o and d, in games' worth. */
  prior?: number;
}

/** Solves A x = b for a symmetric positive definite A (Cholesky); A is not changed. */
export function solveSpd(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = Array.from({ length: n }, () => new Float64Array(n));
  for (let i = 0; i < n; i += 1) {
    const li = l[i] as Float64Array;
    for (let j = 0; j <= i; j += 1) {
      const lj = l[j] as Float64Array;
      let s = (a[i] as number[])[j] as number;
      for (let k = 0; k < j; k += 1) s -= (li[k] as number) * (lj[k] as number);
      if (i === j) {
        if (s <= 0) throw new Error('solveSpd: matrix is not positive definite');
        li[i] = Math.sqrt(s);
      } else li[j] = s / (lj[j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let s = b[i] as number;
    for (let k = 0; k < i; k += 1) s -= (l[i] as Float64Array)[k]! * y[k]!;
    y[i] = s / (l[i] as Float64Array)[i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i -= 1) {
    let s = y[i] as number;
    for (let k = i + 1; k < n; k += 1) s -= (l[k] as Float64Array)[i]! * (x[k] as number);
    x[i] = s / (l[i] as Float64Array)[i]!;
  }
  return x;
}

/** Fits the ratings of every team that played one of `games`; throws when there are no games. */
export function fitBasketballRatings(
  games: readonly BasketballGame[],
  options: BasketballFitOptions = {},
): BasketballRatings {
  const { prior = 10 } = options;
  if (games.length === 0) throw new Error('fitBasketballRatings: no games');
  const index = new Map<number, number>();
  for (const g of games) for (const t of [g.home, g.away]) if (!index.has(t)) index.set(t, index.size);
  const n = index.size;
  // Unknowns: 0 μ, 1 h, 2..n+1 offence, n+2..2n+1 defence.
  const size = 2 * n + 2;
  const ata = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const aty = new Array<number>(size).fill(0);
  const add = (cols: Array<[number, number]>, y: number) => {
    for (const [i, vi] of cols) {
      aty[i] = (aty[i] as number) + vi * y;
      const row = ata[i] as number[];
      for (const [j, vj] of cols) row[j] = (row[j] as number) + vi * vj;
    }
  };
  const rows = games.map((g) => ({ g, h: index.get(g.home) as number, a: index.get(g.away) as number }));
  for (const { g, h, a } of rows) {
    add(
      [
        [0, 1],
        [1, 1],
        [2 + h, 1],
        [2 + n + a, -1],
      ],
      g.homePoints,
    );
    add(
      [
        [0, 1],
        [2 + a, 1],
        [2 + n + h, -1],
      ],
      g.awayPoints,
    );
  }
  for (let i = 2; i < size; i += 1) (ata[i] as number[])[i] = ((ata[i] as number[])[i] as number) + prior;
  // μ and h need no prior: every game has two rows, one with h and one without, so they are identified.
  const x = solveSpd(ata, aty);
  const mu = x[0] as number;
  const home = x[1] as number;
  const o = (t: number) => x[2 + t] as number;
  const d = (t: number) => x[2 + n + t] as number;

  const played = new Array<number>(n).fill(0);
  let marginSs = 0;
  let totalSs = 0;
  for (const { g, h, a } of rows) {
    played[h] = (played[h] as number) + 1;
    played[a] = (played[a] as number) + 1;
    const ph = mu + home + o(h) - d(a);
    const pa = mu + o(a) - d(h);
    marginSs += (g.homePoints - g.awayPoints - (ph - pa)) ** 2;
    totalSs += (g.homePoints + g.awayPoints - (ph + pa)) ** 2;
  }
  // Degrees of freedom left after the fit (each team's net and the home advantage take one each), and a
  // prior of 20 games at a typical spread so that a short season does not price from a handful of residuals.
  const dof = Math.max(games.length - n - 1, games.length / 2);
  const pooled = (ss: number, typical: number) => Math.sqrt((ss + 20 * typical ** 2) / (dof + 20));
  const level = (2 * mu + home) / 2;
  const teams = new Map<number, TeamRating>();
  for (const [team, i] of index)
    teams.set(team, { offense: o(i), defense: d(i), net: o(i) + d(i), games: played[i] as number });
  return {
    mu,
    home,
    teams,
    games: games.length,
    // Typical spreads scale with the scoring level: NBA ~12 points of margin at ~115 a side.
    marginSd: pooled(marginSs, 0.105 * level),
    totalSd: pooled(totalSs, 0.155 * level),
  };
}

/** The home side's expected points, the away side's, from the ratings (an unknown team is average). */
export function expectedPoints(
  r: BasketballRatings,
  homeTeam: number,
  awayTeam: number,
): { home: number; away: number } {
  const none: TeamRating = { offense: 0, defense: 0, net: 0, games: 0 };
  const h = r.teams.get(homeTeam) ?? none;
  const a = r.teams.get(awayTeam) ?? none;
  return { home: r.mu + r.home + h.offense - a.defense, away: r.mu + a.offense - h.defense };
}
