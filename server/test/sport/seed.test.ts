import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { MATCH_STATUS_PHASE, type MatchStatus } from '@jincheng/shared/core';
import { statementsOf } from '../../src/db/ddl';
import { SPORT_MIGRATIONS } from '../../src/sport/migrations';
import { generateSport } from '../../src/sport/seed';
import { addDays, shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { startServer, TEST_SEED, testAnchor, type TestServer } from './helpers';

const TABLES = [
  'sport_leagues',
  'sport_teams',
  'sport_players',
  'sport_matches',
  'sport_events',
  'sport_articles',
  'sport_experts',
  'sport_solutions',
];

/**
 * A digest of every seeded row, the same for the same rows on either engine (numbers come back as numbers).
 * Columns are taken by name: a column added by a migration sits where each engine puts it (SQLite rebuilds a
 * table to drop NOT NULL, PostgreSQL appends), which is no difference in the rows.
 */
async function digest(rowsOf: (table: string) => Promise<unknown[]>): Promise<string> {
  const hash = createHash('sha256');
  for (const table of TABLES)
    for (const row of await rowsOf(table)) {
      const named = row as Record<string, unknown>;
      hash.update(
        JSON.stringify(
          Object.keys(named)
            .sort()
            .map((key) => [key, named[key]]),
        ),
      );
    }
  return hash.digest('hex');
}

describe('seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60000);
  afterAll(() => server.close());

  // On PostgreSQL this also checks the copy from the generator's scratch SQLite: every row, every value.
  it('is deterministic: the same seed and anchor give the same rows', async () => {
    const fresh = new Database(':memory:');
    for (const migration of SPORT_MIGRATIONS)
      for (const statement of statementsOf(migration, 'sqlite')) fresh.exec(statement);
    generateSport(fresh, { seed: TEST_SEED, anchor: testAnchor() });
    const expected = await digest(async (t) => fresh.prepare(`SELECT * FROM ${t} ORDER BY id`).all());
    const stored = await digest((t) => prep(server.db, `SELECT * FROM ${t} ORDER BY id`).all());
    expect(stored).toBe(expected);
    fresh.close();
    // A whole second world is generated here (about a minute on a quiet core, much longer beside other work).
  }, 360000);

  it('fills the window: yesterday finished, today finished + live + upcoming, later days upcoming', async () => {
    const today = shanghaiDay(testAnchor());
    const phases = async (sport: string, day: string) => {
      const rows = await prep(
        server.db,
        'SELECT status, count(*) n FROM sport_matches WHERE sport = ? AND day = ? GROUP BY status',
      ).all<{ status: MatchStatus; n: number }>(sport, day);
      const out: Record<string, number> = {};
      for (const r of rows)
        out[MATCH_STATUS_PHASE[r.status]] = (out[MATCH_STATUS_PHASE[r.status]] ?? 0) + r.n;
      return out;
    };
    for (const sport of ['football', 'basketball']) {
      const yesterday = await phases(sport, addDays(today, -1));
      expect(yesterday.finished).toBeGreaterThan(0);
      expect(yesterday.live ?? 0).toBe(0);
      expect(yesterday.upcoming ?? 0).toBe(0);
      const now = await phases(sport, today);
      expect(now.finished).toBeGreaterThan(0);
      expect(now.live).toBeGreaterThan(0);
      expect(now.upcoming).toBeGreaterThan(0);
      for (let d = 1; d <= 6; d++) {
        const later = await phases(sport, addDays(today, d));
        expect(later.upcoming).toBeGreaterThan(0);
        expect((later.live ?? 0) + (later.finished ?? 0)).toBe(0);
      }
    }
  });

  // Leagues keep their real calendars (season-calendar.ts): the weekend holds most of football, a midweek day
  // the lower divisions, youth and women's leagues and the cups.
  it('has realistic list sizes: a few hundred football matches on a weekend day, dozens on any day', async () => {
    const today = shanghaiDay(testAnchor());
    for (let d = -1; d <= 6; d++) {
      const day = addDays(today, d);
      const count = async (sport: string) =>
        (await prep(server.db, 'SELECT count(*) n FROM sport_matches WHERE sport = ? AND day = ?').get<{
          n: number;
        }>(sport, day))!.n;
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
      expect(await count('football')).toBeGreaterThan(weekend ? 150 : 25);
      expect(await count('basketball')).toBeGreaterThan(20);
    }
  });
});
