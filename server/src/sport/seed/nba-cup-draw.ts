import type { RawSqlite } from '../../db/database';
import type { EngineTeam } from '../engine/types';
import {
  conferenceSeeds,
  CUP_NAME,
  groupTable,
  lotFor,
  type ConferenceSeeds,
  type CupResult,
} from '../nba/cup-rules';
import type { WriteMatch } from './knockout-draw';
import { gameDay } from './nba-calendar';
import { slotOn, type PlannedMatch, type PlannedSeason } from './schedule';

/** Las Vegas, where the semi-finals and the final are played. */
const NEUTRAL_TZ = 'America/Los_Angeles';

interface GroupGameRow {
  home_id: number;
  away_id: number;
  home_score: number | null;
  away_score: number | null;
  status: string;
  grp: string;
}

/** The group tables and the conferences' four seeds once every group game is finished; null before. */
export function cupSeedsFrom(db: RawSqlite, season: PlannedSeason): ConferenceSeeds[] | null {
  const cup = season.nbaCup;
  if (!cup) return null;
  const rows = db
    .prepare(
      `SELECT home_id, away_id, home_score, away_score, status, grp FROM sport_matches
       WHERE season_id = ? AND stage = 'regular' AND grp IS NOT NULL`,
    )
    .all(season.league.id) as GroupGameRow[];
  if (!rows.length || rows.some((r) => r.status !== 'finished')) return null;
  const lot = lotFor(`${CUP_NAME}:${season.name}`);
  return ['东部', '西部'].map((conference) => {
    const tables = [...cup.groups]
      .filter(([name]) => name.startsWith(conference))
      .map(([name, members]) =>
        groupTable(
          members,
          rows
            .filter((r) => r.grp === name)
            .map((r): CupResult => ({
              homeId: r.home_id,
              awayId: r.away_id,
              homeScore: r.home_score ?? 0,
              awayScore: r.away_score ?? 0,
            })),
          lot,
        ),
      );
    return conferenceSeeds(conference, tables, lot);
  });
}

/**
 * Writes the NBA杯's knock-out week once the groups are played (as the league announces it): the quarter-finals
 * at the higher seed's home (one per conference each night), the two added games of the 22 clubs out of the
 * knock-out (a circle of them, each club once at home), then — as results come in — the quarter-final losers'
 * added game, the semi-finals and the final in Las Vegas (the better seed listed as home).
 */
export function writeNbaCupKnockout(db: RawSqlite, season: PlannedSeason, write: WriteMatch): void {
  const cup = season.nbaCup;
  const firstDay = season.firstDay;
  if (!cup || !firstDay) return;
  const seeds = cupSeedsFrom(db, season);
  if (!seeds) return;
  const teams = new Map(season.league.teams.map((t) => [t.id, t]));
  const homeTz = new Map<number, string>();
  for (const m of season.matches) homeTz.set(m.home.id, m.tz);
  const team = (id: number) => teams.get(id) as EngineTeam;
  const game = (
    date: string,
    home: EngineTeam,
    away: EngineTeam,
    stage: PlannedMatch['stage'],
    r: number,
    neutral = false,
  ): PlannedMatch => {
    const tz = neutral ? NEUTRAL_TZ : (homeTz.get(home.id) ?? NEUTRAL_TZ);
    const kickoff = slotOn(season.window, tz, date, r);
    return {
      leagueId: season.league.id,
      round: gameDay(firstDay, kickoff),
      kickoff,
      home,
      away,
      stage,
      leg: null,
      group: null,
      tz,
      localDate: date,
      fixed: true,
    };
  };
  type Played = { winner: number; loser: number } | null;
  const decided = (home: EngineTeam, away: EngineTeam, m: ReturnType<WriteMatch>): Played =>
    m.status === 'finished'
      ? m.homeScore > m.awayScore
        ? { winner: home.id, loser: away.id }
        : { winner: away.id, loser: home.id }
      : null;
  // Quarter-finals: 东部 1 v 4 and 西部 2 v 3 on the first night, the others on the second.
  const quarter = new Map<string, Played[]>();
  const [night1, night2] = cup.dates.quarterFinals;
  for (const [conf, pairs] of [
    [
      '东部',
      [
        [0, 3, night1],
        [1, 2, night2],
      ],
    ],
    [
      '西部',
      [
        [1, 2, night1],
        [0, 3, night2],
      ],
    ],
  ] as const) {
    const s = seeds.find((c) => c.conference === conf)?.seeds ?? [];
    const results = pairs.map(([hi, lo, date]) => {
      const home = team(s[hi]?.teamId as number);
      const away = team(s[lo]?.teamId as number);
      return decided(home, away, write(game(date, home, away, 'quarter_final', hi === 0 ? 0.5 : 0.99)));
    });
    quarter.set(conf, results);
  }
  // The added games of the clubs out of the knock-out: a circle, 东部 then 西部, each club once at home.
  const inKnockout = new Set(seeds.flatMap((c) => c.seeds.map((r) => r.teamId)));
  const rest = seeds.flatMap((c) =>
    [...cup.groups]
      .filter(([name]) => name.startsWith(c.conference))
      .flatMap(([, members]) => members)
      .filter((t) => !inKnockout.has(t.id)),
  );
  cup.dates.extraNights.forEach((date, n) => {
    for (let i = n; i < rest.length; i += 2) {
      const home = rest[i] as EngineTeam;
      const away = rest[(i + 1) % rest.length] as EngineTeam;
      write(game(date, home, away, 'regular', (i % 5) / 5));
    }
  });
  const seedOf = (id: number) =>
    seeds.flatMap((c) => c.seeds.map((r, i) => [r.teamId, i] as const)).find(([t]) => t === id)?.[1] ?? 9;
  const better = (a: number, b: number) => (seedOf(a) <= seedOf(b) ? [a, b] : [b, a]) as [number, number];
  const finalists: number[] = [];
  for (const conf of ['东部', '西部']) {
    const [a, b] = quarter.get(conf) ?? [];
    if (!a || !b) continue;
    // The quarter-final losers of a conference meet in their added game; the winners in the semi-final.
    const [lh, la] = better(a.loser, b.loser);
    write(game(cup.dates.extraNights[1], team(lh), team(la), 'regular', 0.99));
    const [sh, sa] = better(a.winner, b.winner);
    const semi = decided(
      team(sh),
      team(sa),
      write(game(cup.dates.semiFinals, team(sh), team(sa), 'semi_final', conf === '东部' ? 0 : 0.99, true)),
    );
    if (semi) finalists.push(semi.winner);
  }
  if (finalists.length === 2) {
    const [fh, fa] = better(finalists[0] as number, finalists[1] as number);
    write(game(cup.dates.final, team(fh), team(fa), 'final', 0.5, true));
  }
}
