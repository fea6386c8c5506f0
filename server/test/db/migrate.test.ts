import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { openPostgres, openSqlite } from '../../src/db/database';
import { statementsOf } from '../../src/db/ddl';
import { ALL_MIGRATIONS, migrateToLatest } from '../../src/db/migrate';
import { LiveFeed } from '../../src/sport/live/feed';
import { sql } from 'kysely';
import { onCluster, openTestDb, testEngine, urlOf } from './test-db';
import { prep } from './sql';

describe('migrations', () => {
  it('adopts a SQLite database written before Kysely: accounts, balances and event ids survive', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-legacy-'));
    // The schema and bookkeeping an earlier version left in .data: its migrations under their old ids.
    const legacy = new Database(path.join(dir, 'jincheng.db'));
    legacy.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const m of ALL_MIGRATIONS.filter((x) => x.legacyId)) {
      for (const statement of statementsOf(m, 'sqlite')) legacy.exec(statement);
      legacy.prepare('INSERT INTO schema_migrations VALUES (?, ?)').run(m.legacyId, '2025-06-01T00:00:00Z');
    }
    legacy.exec(`INSERT INTO users (id, phone, user_name, created_at) VALUES (10001, '13800000001', '老用户', 1);
      INSERT INTO accounts (user_id, balance, updated_at) VALUES (10001, 777, 1);
      INSERT INTO sport_meta (key, value) VALUES ('live_last_event_id', '1234');`);
    legacy.close();

    const db = openSqlite(dir);
    try {
      expect(await migrateToLatest(db)).toEqual([
        '011-live-events',
        '012-user-sms-outbox',
        '013-user-follows',
        '014-user-default-names',
        '015-sport-season-history',
        '016-sport-season-game-days',
        '017-ops-release-health',
        '018-ops-operators',
        '019-community-comments',
        '020-fan-ratings',
        '021-community-accounts',
        '022-community-chat',
        '023-chat-moderation',
        '024-community-report-networks',
        '025-user-sign-in-keys',
        '026-ops-health-verified',
        '027-user-password-change-second-factor',
        '028-ops-second-factor',
        '029-sport-player-facts',
        '030-sport-player-aliases',
        '031-sport-player-lines',
        '032-sport-match-held',
        '033-sport-match-records',
        '034-sport-absences',
        '035-sport-player-line-figures',
        '036-sport-season-simulated-after',
        '037-sport-match-simulated',
        '038-sport-line-technicals',
        '039-sport-forecasts',
      ]);
      expect(await migrateToLatest(db)).toEqual([]);
      const account = await prep(db, 'SELECT balance FROM accounts WHERE user_id = 10001').get<{
        balance: number;
      }>();
      expect(account?.balance).toBe(777);
      const old = await prep(
        db,
        "SELECT count(*) AS n FROM sqlite_master WHERE name = 'schema_migrations'",
      ).get<{
        n: number;
      }>();
      expect(old?.n).toBe(0);
      // Event ids go on from the old counter, and a client resuming from before it gets a snapshot.
      const feed = new LiveFeed(db);
      expect(await feed.floor()).toBe(1234);
      const [event] = await db.qb.transaction().execute((trx) =>
        feed.append(
          trx,
          [
            {
              name: 'delta',
              sport: 'football',
              payload: { matchId: 1, sport: 'football', changes: {}, at: 0 },
            },
          ],
          0,
        ),
      );
      expect(event?.id).toBe(1235);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("renames default names that carry the phone's last four digits, and only those", async () => {
    const test = await openTestDb();
    try {
      const add = (id: number, phone: string | null, name: string) =>
        prep(test.db, 'INSERT INTO users (id, phone, user_name, created_at) VALUES (?, ?, ?, 1)').run(
          id,
          phone,
          name,
        );
      await add(20001, '13912345678', '用户5678');
      await add(20002, '13912340000', '用户0000');
      await add(20003, '13912341111', '用户5678'); // someone else's digits: a name they chose
      await add(20004, null, '用户8888');
      await add(20005, '13912342222', '球迷2222');
      const migration = ALL_MIGRATIONS.find((m) => m.name === '014-user-default-names');
      expect(migration).toBeDefined();
      for (const statement of statementsOf(migration!, testEngine))
        await sql.raw(statement).execute(test.db.qb);
      const names = await prep(test.db, 'SELECT id, user_name FROM users WHERE id >= 20001 ORDER BY id').all<{
        id: number;
        user_name: string;
      }>();
      const byId = new Map(names.map((r) => [Number(r.id), r.user_name]));
      for (const [id, digits] of [
        [20001, '5678'],
        [20002, '0000'],
      ] as const) {
        expect(byId.get(id)).toMatch(/^用户[0-9a-f]{6}$/);
        expect(byId.get(id)).not.toContain(digits);
      }
      expect(byId.get(20001)).not.toBe(byId.get(20002));
      expect(byId.get(20003)).toBe('用户5678');
      expect(byId.get(20004)).toBe('用户8888');
      expect(byId.get(20005)).toBe('球迷2222');
    } finally {
      await test.dispose();
    }
  });

  // Several instances start at once on one PostgreSQL: the migrator's advisory lock lets one of them work.
  (testEngine === 'postgres' ? it : it.skip)(
    'migrates a new PostgreSQL database once from two instances at once',
    async () => {
      const name = `jc_m_${process.pid}_${Date.now().toString(36)}`;
      await onCluster((c) => c.query(`CREATE DATABASE ${name}`));
      const [one, two] = [openPostgres(urlOf(name)), openPostgres(urlOf(name))];
      try {
        const [a, b] = await Promise.all([migrateToLatest(one), migrateToLatest(two)]);
        expect([...a, ...b].sort()).toEqual(ALL_MIGRATIONS.map((m) => m.name).sort());
        const users = await prep(one, "SELECT nextval(pg_get_serial_sequence('users', 'id')) AS id").get<{
          id: number;
        }>();
        expect(users?.id).toBe(10001);
      } finally {
        await Promise.all([one.close(), two.close()]);
        await onCluster((c) => c.query(`DROP DATABASE ${name} WITH (FORCE)`));
      }
    },
  );
});
