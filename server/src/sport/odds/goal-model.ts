/**
 * The goal model behind every quote: each side's goals from now to the final whistle are Poisson with the
 * rate a bookmaker believes in, with a Dixon–Coles correction that makes low draws a little likelier than
 * two independent Poisson counts say (as real scores are). Pure numbers, no randomness.
 */
export interface Rates {
  home: number;
  away: number;
}

const MAX_GOALS = 10;
/** Dixon–Coles dependence for 0-0, 1-0, 0-1 and 1-1 (negative: more low draws). */
const RHO = -0.08;

function pmf(rate: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-rate);
  let sum = 0;
  for (let k = 0; k < MAX_GOALS; k++) {
    out.push(p);
    sum += p;
    p = (p * rate) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

function lowScore(x: number, y: number, r: Rates): number {
  if (x === 0 && y === 0) return 1 - r.home * r.away * RHO;
  if (x === 0 && y === 1) return 1 + r.home * RHO;
  if (x === 1 && y === 0) return 1 + r.away * RHO;
  if (x === 1 && y === 1) return 1 - RHO;
  return 1;
}

/** Probability distributions of the goals still to come. */
export interface GoalOutlook {
  /** difference[d + MAX_GOALS] = P(home goals − away goals from now on = d). */
  difference: number[];
  /** total[n] = P(n more goals). */
  total: number[];
}

export function outlook(rates: Rates): GoalOutlook {
  const h = pmf(rates.home);
  const a = pmf(rates.away);
  const difference = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  const total = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  let mass = 0;
  h.forEach((ph, x) =>
    a.forEach((pa, y) => {
      const p = Math.max(0, ph * pa * lowScore(x, y, rates));
      difference[x - y + MAX_GOALS] = (difference[x - y + MAX_GOALS] ?? 0) + p;
      total[x + y] = (total[x + y] ?? 0) + p;
      mass += p;
    }),
  );
  return { difference: difference.map((p) => p / mass), total: total.map((p) => p / mass) };
}

/** P(home win, draw, away win) of the whole match, given the score now. */
export function resultChances(o: GoalOutlook, lead: number): [number, number, number] {
  let home = 0;
  let draw = 0;
  let away = 0;
  o.difference.forEach((p, i) => {
    const final = lead + i - MAX_GOALS;
    if (final > 0) home += p;
    else if (final === 0) draw += p;
    else away += p;
  });
  return [home, draw, away];
}

/**
 * The fair decimal odds of the two sides of a line bet, quarter lines split in two halves: `margin(k)` is
 * the side's goal margin over the line for k goals (difference or total) from the distribution `dist`
 * (index k, offset by `base`). Solves P(win)·D + P(push) = 1 for each side.
 */
function lineOdds(dist: number[], base: number, line: number): [number, number] {
  const halves = Number.isInteger(line * 2) ? [line, line] : [line - 0.25, line + 0.25];
  let win = 0;
  let push = 0;
  let lose = 0;
  dist.forEach((p, i) => {
    for (const half of halves) {
      const m = i - base - half;
      if (m > 0) win += p / 2;
      else if (m < 0) lose += p / 2;
      else push += p / 2;
    }
  });
  return [(1 - push) / Math.max(win, 1e-9), (1 - push) / Math.max(lose, 1e-9)];
}

/** 亚盘: fair decimal odds of home and away when the home side gives `line` goals on the goals to come. */
export function handicapOdds(o: GoalOutlook, line: number): [number, number] {
  return lineOdds(o.difference, MAX_GOALS, line);
}

/** 大小球: fair decimal odds of over and under `line` goals in the match, `scored` already in. */
export function totalOdds(o: GoalOutlook, scored: number, line: number): [number, number] {
  return lineOdds(o.total, -scored, line);
}
