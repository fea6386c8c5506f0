import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { MATCH_STATUS_PHASE, type MatchStatus } from '../../../shared/src/api/sport';
import { migrate } from '../../src/db/database';
import { SPORT_MIGRATIONS } from '../../src/sport/migrations';
import { seedSport } from '../../src/sport/seed';
import { addDays, shanghaiDay } from '../../src/sport/time';
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

function digest(db: Database.Database): string {
  const hash = createHash('sha256');
  for (const table of TABLES)
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY id`).iterate())
      hash.update(JSON.stringify(row));
  return hash.digest('hex');
}

describe('seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60000);
  afterAll(() => server.close());

  it('is deterministic: the same seed and anchor give the same rows', () => {
    const fresh = new Database(':memory:');
    migrate(fresh, SPORT_MIGRATIONS);
    seedSport(fresh, { seed: TEST_SEED, anchor: testAnchor() });
    expect(digest(fresh)).toBe(digest(server.db));
    fresh.close();
  }, 60000);

  it('fills the window: yesterday finished, today finished + live + upcoming, later days upcoming', () => {
    const today = shanghaiDay(testAnchor());
    const phases = (sport: string, day: string) => {
      const rows = server.db
        .prepare('SELECT status, count(*) n FROM sport_matches WHERE sport = ? AND day = ? GROUP BY status')
        .all(sport, day) as Array<{ status: MatchStatus; n: number }>;
      const out: Record<string, number> = {};
      for (const r of rows)
        out[MATCH_STATUS_PHASE[r.status]] = (out[MATCH_STATUS_PHASE[r.status]] ?? 0) + r.n;
      return out;
    };
    for (const sport of ['football', 'basketball']) {
      const yesterday = phases(sport, addDays(today, -1));
      expect(yesterday.finished).toBeGreaterThan(0);
      expect(yesterday.live ?? 0).toBe(0);
      expect(yesterday.upcoming ?? 0).toBe(0);
      const now = phases(sport, today);
      expect(now.finished).toBeGreaterThan(0);
      expect(now.live).toBeGreaterThan(0);
      expect(now.upcoming).toBeGreaterThan(0);
      for (let d = 1; d <= 6; d++) {
        const later = phases(sport, addDays(today, d));
        expect(later.upcoming).toBeGreaterThan(0);
        expect((later.live ?? 0) + (later.finished ?? 0)).toBe(0);
      }
    }
  });

  it('has realistic list sizes: a few hundred football and dozens of basketball matches a day', () => {
    const today = shanghaiDay(testAnchor());
    for (let d = -1; d <= 6; d++) {
      const count = (sport: string) =>
        (
          server.db
            .prepare('SELECT count(*) n FROM sport_matches WHERE sport = ? AND day = ?')
            .get(sport, addDays(today, d)) as { n: number }
        ).n;
      expect(count('football')).toBeGreaterThan(150);
      expect(count('basketball')).toBeGreaterThan(20);
    }
  });
});
