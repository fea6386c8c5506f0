import { addDays, shanghaiDay, weekday } from '../time';

/**
 * The NBA's regular season as it is played: 82 games a team, on nearly every night from late October to
 * mid-April, with no rounds. Every pair meets twice (home and away, 58 games); each team meets 12 more
 * opponents twice again (24 games), chosen among its neighbours in a circle that lists one conference and
 * then the other, so most extra games are within the conference as in the real schedule. The nights are
 * filled greedily, teams with the most games left first, one game a team a night and never three nights in a
 * row. No games on Thanksgiving or Christmas Eve. (The All-Star break is not modelled.)
 *
 * A match's "round" is its game day: round 1 is the Beijing date of the opening night's games (US evening
 * games are the next morning in Beijing), round n that date + n − 1, so lists and the league's schedule tab
 * can page by date (`SeasonInfo.firstDay`).
 */
export const NBA_GAMES_PER_TEAM = 82;

/** Opening night: the Tuesday on or after 20 October of the season's first year. */
export function nbaOpeningNight(seasonYear: number): string {
  const oct20 = `${seasonYear}-10-20`;
  return addDays(oct20, (2 - weekday(oct20) + 7) % 7);
}

/** The last night of the regular season: the Sunday on or before 14 April of the second year. */
export function nbaLastNight(seasonYear: number): string {
  const apr14 = `${seasonYear + 1}-04-14`;
  return addDays(apr14, -weekday(apr14));
}

/** US local dates without games: Thanksgiving (fourth Thursday of November) and Christmas Eve. */
export function nbaDarkDays(seasonYear: number): Set<string> {
  const nov1 = `${seasonYear}-11-01`;
  const firstThursday = addDays(nov1, (4 - weekday(nov1) + 7) % 7);
  return new Set([addDays(firstThursday, 21), `${seasonYear}-12-24`]);
}

/** Every game of the season as [home, away]: 1 230 for 30 teams. */
export function nbaPairings<T>(teams: readonly T[]): Array<[T, T]> {
  const games: Array<[T, T]> = [];
  const n = teams.length;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      games.push([teams[i] as T, teams[j] as T], [teams[j] as T, teams[i] as T]);
  const extra = (NBA_GAMES_PER_TEAM - 2 * (n - 1)) / 4;
  for (let k = 1; k <= extra; k++)
    for (let i = 0; i < n; i++) {
      const a = teams[i] as T;
      const b = teams[(i + k) % n] as T;
      games.push([a, b], [b, a]);
    }
  return games;
}

export interface NightGame<T> {
  /** US local date of the game. */
  date: string;
  home: T;
  away: T;
}

/**
 * Lays the season's games on its nights. `order` is the random order games are tried in (pass a shuffled
 * copy); nights take more games on Wednesday, Friday and Sunday as the league's do. `closed` nights take none
 * of them (the NBA杯's nights); `booked` games already on them count for the three-nights rule.
 */
export function nbaNights<T extends { id: number }>(
  games: Array<[T, T]>,
  seasonYear: number,
  teamCount: number,
  closed: ReadonlySet<string> = new Set(),
  booked: ReadonlyArray<NightGame<T>> = [],
): Array<NightGame<T>> {
  const first = nbaOpeningNight(seasonYear);
  const last = nbaLastNight(seasonYear);
  const dark = nbaDarkDays(seasonYear);
  const nights: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) if (!dark.has(d)) nights.push(d);
  const weight = [1.15, 0.95, 0.85, 1.15, 0.75, 1.15, 0.9]; // Sunday … Saturday
  const totalWeight = nights
    .filter((d) => !closed.has(d))
    .reduce((s, d) => s + (weight[weekday(d)] as number), 0);
  const left = new Map<number, number>();
  for (const [h, a] of games) {
    left.set(h.id, (left.get(h.id) ?? 0) + 1);
    left.set(a.id, (left.get(a.id) ?? 0) + 1);
  }
  const lastTwo = new Map<number, [string, string]>();
  const rested = (id: number, date: string) => {
    const [a, b] = lastTwo.get(id) ?? ['', ''];
    return !(a === addDays(date, -1) && b === addDays(date, -2));
  };
  const played = (id: number, date: string) => {
    const [a] = lastTwo.get(id) ?? [''];
    lastTwo.set(id, [date, a]);
  };
  let remaining = [...games];
  const out: Array<NightGame<T>> = [];
  let carried = 0;
  for (let i = 0; remaining.length; i++) {
    const date = i < nights.length ? (nights[i] as string) : addDays(last, i - nights.length + 1);
    if (closed.has(date)) {
      for (const g of booked) if (g.date === date) [g.home.id, g.away.id].forEach((id) => played(id, date));
      continue;
    }
    const share = ((weight[weekday(date)] as number) / totalWeight) * games.length + carried;
    const target = Math.min(Math.floor(teamCount / 2), Math.max(1, Math.round(share)));
    // Teams with the most games left go first, so nobody is left with a backlog at the end.
    const queue = remaining
      .map((g, index) => ({ g, index, need: (left.get(g[0].id) ?? 0) + (left.get(g[1].id) ?? 0) }))
      .sort((x, y) => y.need - x.need || x.index - y.index);
    const busy = new Set<number>();
    const taken = new Set<number>();
    for (const { g, index } of queue) {
      if (taken.size >= target) break;
      const [h, a] = g;
      if (busy.has(h.id) || busy.has(a.id) || !rested(h.id, date) || !rested(a.id, date)) continue;
      busy.add(h.id).add(a.id);
      taken.add(index);
      out.push({ date, home: h, away: a });
      left.set(h.id, (left.get(h.id) ?? 0) - 1);
      left.set(a.id, (left.get(a.id) ?? 0) - 1);
    }
    for (const id of busy) played(id, date);
    carried = share - taken.size;
    remaining = remaining.filter((_, index) => !taken.has(index));
  }
  return out;
}

/** Game day (round) of a kickoff: days from `firstDay` (a Beijing date) to the kickoff's Beijing date, + 1. */
export function gameDay(firstDay: string, kickoff: number): number {
  return Math.round((Date.parse(shanghaiDay(kickoff)) - Date.parse(firstDay)) / 86_400_000) + 1;
}
