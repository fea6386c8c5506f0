import type Database from 'better-sqlite3';
import { seededTable } from '../../../src/sport/seed/seed-table';
import { seededWorldAt, SPRING_ANCHOR } from '../helpers';

interface Leg {
  stage: string;
  h1: number;
  a1: number;
  hs1: number;
  as1: number;
  h2: number;
  a2: number;
  hs2: number | null;
  as2: number | null;
  status2: string;
}

/**
 * The seeded fortnight sits in November, before any UEFA draw; the knock-out rounds are checked on a world
 * seeded in mid-March (play-offs played, last 16 between its legs, quarter-finals not drawn), as a fan would see it then.
 */
describe('UEFA knock-out rounds in spring', () => {
  let db: Database.Database;
  let legs: Leg[];
  let uclSeason: number;
  beforeAll(() => {
    // Generated once per code version for both jest lanes (helpers.ts `seededWorldAt`), a private copy here.
    db = seededWorldAt(SPRING_ANCHOR);
    uclSeason = (
      db
        .prepare(
          "SELECT s.id FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id WHERE l.short_name = '欧冠' AND s.current = 1",
        )
        .get() as { id: number }
    ).id;
    legs = db
      .prepare(
        `SELECT a.stage, a.home_id h1, a.away_id a1, a.home_score hs1, a.away_score as1, b.home_id h2, b.away_id a2,
          b.home_score hs2, b.away_score as2, b.status status2 FROM sport_matches a
          JOIN sport_matches b ON b.tie_id = a.id AND b.leg = 2 JOIN sport_seasons s ON s.id = a.season_id
          JOIN sport_leagues l ON l.id = a.league_id
          WHERE a.leg = 1 AND s.current = 1 AND l.short_name IN ('欧冠', '欧联', '欧协联')`,
      )
      .all() as Leg[];
  }, 300000);
  afterAll(() => db.close());

  it("gives a second leg's 战报 the aggregate of both legs (the play-offs' second legs, in late February)", () => {
    const reports = db
      .prepare(
        `SELECT a.title, a.sections, h.short_name home, w.short_name away,
          m.home_score + f.away_score agg_home, m.away_score + f.home_score agg_away
        FROM sport_articles a JOIN sport_matches m ON m.id = a.match_id JOIN sport_matches f ON f.id = m.tie_id
        JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams w ON w.id = m.away_id
        WHERE a.kind = 'report' AND m.leg = 2`,
      )
      .all() as Array<{
      title: string;
      sections: string;
      home: string;
      away: string;
      agg_home: number;
      agg_away: number;
    }>;
    expect(reports.length).toBeGreaterThanOrEqual(8);
    const text = (r: (typeof reports)[number]) =>
      (JSON.parse(r.sections) as Array<{ paragraphs: string[] }>).flatMap((x) => x.paragraphs).join('');
    const wrong = reports
      .filter((r) => !text(r).includes(`两回合总比分${r.home}${r.agg_home}-${r.agg_away}${r.away}`))
      .map((r) => r.title);
    expect(wrong).toEqual([]);
  });

  it('has drawn the play-offs and the last 16 of each cup, and not yet the quarter-finals', () => {
    const count = (stage: string) => legs.filter((l) => l.stage === stage).length;
    expect(count('knockout_playoff')).toBe(3 * 8);
    expect(count('round_of_16')).toBe(3 * 8);
    expect(count('quarter_final')).toBe(0);
  });

  it('pairs the 欧冠 play-offs from the final league-phase table: 9 v 24 … 16 v 17', () => {
    const rank = new Map(seededTable(db, uclSeason).map((r) => [r.team.id, r.rank]));
    const ucl = db
      .prepare(
        "SELECT home_id h, away_id a FROM sport_matches WHERE season_id = ? AND stage = 'knockout_playoff' AND leg = 1",
      )
      .all(uclSeason) as Array<{ h: number; a: number }>;
    const pairs = ucl
      .map((m) => [rank.get(m.h) ?? 0, rank.get(m.a) ?? 0].sort((x, y) => x - y))
      .sort((x, y) => (x[0] ?? 0) - (y[0] ?? 0));
    expect(pairs).toEqual(Array.from({ length: 8 }, (_, k) => [9 + k, 24 - k]));
  });

  it('never ends a two-legged knock-out tie level on aggregate, and swaps home and away between legs', () => {
    const finished = legs.filter((l) => l.status2 === 'finished');
    expect(finished.length).toBeGreaterThanOrEqual(16);
    for (const l of finished) {
      expect([l.h2, l.a2]).toEqual([l.a1, l.h1]);
      // The first leg's away side is at home in the second leg.
      expect((l.as1 ?? 0) + (l.hs2 ?? 0)).not.toBe((l.hs1 ?? 0) + (l.as2 ?? 0));
    }
  });
});
