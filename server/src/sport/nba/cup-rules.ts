import { addDays, weekday } from '../time';
import { lastSeasonPct } from './last-season';

/**
 * The NBA杯 (Emirates NBA Cup, the in-season tournament) as the league runs it since 2023:
 * - six groups of five, three per conference (东部A/B/C组, 西部A/B/C组), drawn from five pots of three per
 *   conference ranked by last season's record, one club of each pot in each group;
 * - four group games a team (two at home, two away) on the tournament's nights in November, all of them
 *   regular-season games;
 * - the three group winners and the best second-placed club (wild card) of each conference go through: the
 *   winners are seeded 1–3, the wild card 4; quarter-finals 1 v 4 and 2 v 3 at the higher seed's home, then
 *   semi-finals and the final at a neutral venue in Las Vegas. Quarter-finals and semi-finals count in the
 *   regular season; the final does not;
 * - every team plays 82 counting games: 80 are laid out before the season, and two more in the knock-out week
 *   once the groups are over (two games for the 22 clubs out of the knock-out, one for each quarter-final loser,
 *   a semi-final counts as the second game of the four semi-finalists);
 * - ties in a group (and between second-placed clubs, and among the winners for seeding) are broken by
 *   head-to-head (in a group), then point differential in the group games, points scored in them, last
 *   season's record, and finally a random draw.
 */
export const CUP_NAME = 'NBA杯';
export const CUP_VENUE = '拉斯维加斯 T-Mobile球馆';

export interface CupDates {
  /** US local dates of the five group nights (each group plays two games a night, one club rests). */
  groupNights: string[];
  quarterFinals: [string, string];
  /** The two nights of the other clubs' added games (the 22 out of the knock-out; quarter-final losers on the second). */
  extraNights: [string, string];
  semiFinals: string;
  final: string;
}

/**
 * The calendar of the cup in the season that starts in `seasonYear`: the group nights are the first three
 * Fridays of November, the Tuesday of Thanksgiving week and the Friday after Thanksgiving (2025: 31 Oct – 28
 * Nov on Tuesdays and Fridays); the quarter-finals on the Tuesday on or after 8 December and the next night
 * (2025: 9–10 Dec), semi-finals that Saturday (13 Dec), the final the Tuesday after (16 Dec).
 */
export function cupDates(seasonYear: number): CupDates {
  const nov1 = `${seasonYear}-11-01`;
  const friday = addDays(nov1, (5 - weekday(nov1) + 7) % 7);
  const thursday = addDays(nov1, (4 - weekday(nov1) + 7) % 7);
  const thanksgiving = addDays(thursday, 21);
  const dec8 = `${seasonYear}-12-08`;
  const qf = addDays(dec8, (2 - weekday(dec8) + 7) % 7);
  return {
    groupNights: [
      friday,
      addDays(friday, 7),
      addDays(friday, 14),
      addDays(thanksgiving, -2),
      addDays(thanksgiving, 1),
    ],
    quarterFinals: [qf, addDays(qf, 1)],
    extraNights: [addDays(qf, 2), addDays(qf, 3)],
    semiFinals: addDays(qf, 4),
    final: addDays(qf, 7),
  };
}

/** Nights with no game but the cup's (and the added games of the knock-out week). */
export function cupOnlyNights(dates: CupDates): Set<string> {
  return new Set([
    ...dates.groupNights,
    ...dates.quarterFinals,
    ...dates.extraNights,
    dates.semiFinals,
    dates.final,
  ]);
}

export interface DrawTeam {
  id: number;
  name: string;
}

/**
 * The draw: per conference, the 15 clubs ranked by last season's record (ties by lot) make five pots of three;
 * each group takes one club of each pot by lot. `conference` gives 东部/西部; `lot` answers a number in [0, 1).
 */
export function drawGroups<T extends DrawTeam>(
  teams: readonly T[],
  conference: (t: T) => string,
  lot: () => number,
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const conf of ['东部', '西部']) {
    const ranked = teams
      .filter((t) => conference(t) === conf)
      .map((t) => ({ t, pct: lastSeasonPct(t.name), r: lot() }))
      .sort((a, b) => b.pct - a.pct || a.r - b.r)
      .map((x) => x.t);
    const names = ['A', 'B', 'C'].map((g) => `${conf}${g}组`);
    for (const name of names) groups.set(name, []);
    for (let pot = 0; pot * 3 < ranked.length; pot++) {
      const members = ranked.slice(pot * 3, pot * 3 + 3);
      const order = members.map((t) => ({ t, r: lot() })).sort((a, b) => a.r - b.r);
      order.forEach(({ t }, i) => groups.get(names[i] as string)?.push(t));
    }
  }
  return groups;
}

/**
 * A group's ten games on its five nights, as [night index, home, away]: a round robin of five, one club rests
 * each night, and each club hosts the two clubs after it in the group's order (two home, two away).
 */
export function groupGames<T>(members: readonly T[]): Array<[number, T, T]> {
  const n = members.length;
  const games: Array<[number, T, T]> = [];
  // Night k: club k rests; the others pair up as (k+1, k+4) and (k+2, k+3), mod 5.
  for (let k = 0; k < n; k++) {
    for (const [a, b] of [
      [(k + 1) % n, (k + 4) % n],
      [(k + 2) % n, (k + 3) % n],
    ] as Array<[number, number]>) {
      const aHosts = (b - a + n) % n <= 2;
      const [h, v] = aHosts ? [a, b] : [b, a];
      games.push([k, members[h] as T, members[v] as T]);
    }
  }
  return games;
}

export interface CupResult {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

export interface CupRow {
  teamId: number;
  name: string;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
}

const diff = (r: CupRow) => r.pointsFor - r.pointsAgainst;

function rowsOf(members: readonly DrawTeam[], games: readonly CupResult[]): Map<number, CupRow> {
  const rows = new Map<number, CupRow>(
    members.map((t) => [
      t.id,
      { teamId: t.id, name: t.name, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 },
    ]),
  );
  for (const g of games) {
    const home = rows.get(g.homeId);
    const away = rows.get(g.awayId);
    if (!home || !away) continue;
    home.pointsFor += g.homeScore;
    home.pointsAgainst += g.awayScore;
    away.pointsFor += g.awayScore;
    away.pointsAgainst += g.homeScore;
    const homeWon = g.homeScore > g.awayScore;
    (homeWon ? home : away).won += 1;
    (homeWon ? away : home).lost += 1;
  }
  return rows;
}

/** Point differential, points scored, last season's record, then the lot (team id order, stable per seed). */
function laterBreaks(a: CupRow, b: CupRow, lot: (id: number) => number): number {
  return (
    diff(b) - diff(a) ||
    b.pointsFor - a.pointsFor ||
    lastSeasonPct(b.name) - lastSeasonPct(a.name) ||
    lot(a.teamId) - lot(b.teamId)
  );
}

/**
 * A group's table by the cup's rules: record; among clubs level on it, their head-to-head record in the
 * games between them; then point differential, points scored, last season's record and the lot.
 */
export function groupTable(
  members: readonly DrawTeam[],
  games: readonly CupResult[],
  lot: (id: number) => number,
): CupRow[] {
  const rows = [...rowsOf(members, games).values()];
  const byWins = new Map<number, CupRow[]>();
  for (const r of rows) byWins.set(r.won, [...(byWins.get(r.won) ?? []), r]);
  const out: CupRow[] = [];
  for (const wins of [...byWins.keys()].sort((a, b) => b - a)) {
    const tied = byWins.get(wins) as CupRow[];
    if (tied.length === 1) {
      out.push(...tied);
      continue;
    }
    const ids = new Set(tied.map((r) => r.teamId));
    const h2h = rowsOf(
      tied.map((r) => ({ id: r.teamId, name: r.name })),
      games.filter((g) => ids.has(g.homeId) && ids.has(g.awayId)),
    );
    out.push(
      ...tied.sort(
        (a, b) => (h2h.get(b.teamId)?.won ?? 0) - (h2h.get(a.teamId)?.won ?? 0) || laterBreaks(a, b, lot),
      ),
    );
  }
  return out;
}

/** Orders clubs of different groups (winners for seeding, second-placed clubs for the wild card). */
export function acrossGroups(rows: readonly CupRow[], lot: (id: number) => number): CupRow[] {
  return [...rows].sort((a, b) => b.won - a.won || laterBreaks(a, b, lot));
}

export interface ConferenceSeeds {
  conference: string;
  /** Seeds 1–4: the three group winners, then the wild card. */
  seeds: CupRow[];
}

/** The knock-out's four clubs of a conference from its three group tables (each ranked by `groupTable`). */
export function conferenceSeeds(
  conference: string,
  tables: readonly CupRow[][],
  lot: (id: number) => number,
): ConferenceSeeds {
  const winners = acrossGroups(
    tables.map((t) => t[0] as CupRow),
    lot,
  );
  const wildCard = acrossGroups(
    tables.map((t) => t[1] as CupRow),
    lot,
  )[0] as CupRow;
  return { conference, seeds: [...winners, wildCard] };
}

/** A deterministic lot: the same seed draws the same order for a club every time it is asked. */
export function lotFor(seed: string): (id: number) => number {
  return (id: number) => {
    let h = 2166136261;
    for (const c of `${seed}:${id}`) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
    return (h >>> 0) / 4294967296;
  };
}
