import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { openPostgres, openSqlite, type Db, type Exec } from '../../src/db/database';
import { ALL_MIGRATIONS, migrateToLatest } from '../../src/db/migrate';
import { first } from '../../src/db/query';
import { readConfig, type ServerConfig } from '../../src/config';
import { installErrorEnvelope } from '../../src/http/envelope';
import { InsufficientBalanceError, type SportAuth, type Wallet } from '../../src/sport/auth';
import { registerSportApi, type SportApiHandle, type SportApiOptions } from '../../src/sport';
import { statementsOf } from '../../src/db/ddl';
import { SPORT_MIGRATIONS } from '../../src/sport/migrations';
import { generateSport } from '../../src/sport/seed';
import { copyGenerated, seedDatabase } from '../../src/sport/seed/seed-database';
import { dayStart, nowS, shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { onCluster, openTestDb, TEST_PG_URL, urlOf } from '../db/test-db';

export const TEST_SEED = 'jest-seed';

/** Noon (Shanghai) today: late enough that today has finished games, early enough for upcoming ones. */
export function testAnchor(): number {
  return dayStart(shanghaiDay(nowS())) + 12 * 3600;
}

/**
 * Seeding takes a few seconds, so test files share one seeded template per day and copy it: a SQLite file,
 * or a PostgreSQL database that CREATE DATABASE … TEMPLATE clones. The template is written under a
 * temporary name and renamed, so parallel workers never read a half-written one (on PostgreSQL an advisory
 * lock lets one worker build it while the others wait). The PostgreSQL template is the SQLite one's rows,
 * copied as `seedDatabase` copies its generated rows (`copyGenerated`): the world is generated once for both
 * engines (npm test writes both before its jest lanes need them, server/test/build-template.ts).
 */
export async function sportTemplate(): Promise<string> {
  const anchor = testAnchor();
  const key = `${TEST_SEED}-${anchor}-${sourceHash()}`;
  if (TEST_PG_URL) return pgTemplate(`jc_tpl_${key.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`, key, anchor);
  return sqliteTemplate(key, anchor);
}

async function sqliteTemplate(key: string, anchor: number): Promise<string> {
  const file = path.join(os.tmpdir(), `jc-sport-template-${key}.db`);
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-template-'));
  const db = openSqlite(dir);
  await migrateToLatest(db);
  await seedDatabase(db, { seed: TEST_SEED, anchor });
  await db.close();
  fs.renameSync(path.join(dir, 'jincheng.db'), file);
  fs.rmSync(dir, { recursive: true, force: true });
  return file;
}

async function pgTemplate(name: string, key: string, anchor: number): Promise<string> {
  const exists = (c: pg.Client) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]).then((r) => r.rowCount === 1);
  await onCluster(async (c) => {
    if (await exists(c)) return;
    await c.query('SELECT pg_advisory_lock(7350900)');
    try {
      if (await exists(c)) return;
      const source = new Database(await sqliteTemplate(key, anchor), { readonly: true });
      await c.query(`DROP DATABASE IF EXISTS ${name}_tmp`);
      await c.query(`CREATE DATABASE ${name}_tmp`);
      const db = openPostgres(urlOf(`${name}_tmp`));
      try {
        await migrateToLatest(db);
        await copyGenerated(db, source);
      } finally {
        source.close();
        await db.close();
      }
      await c.query(`ALTER DATABASE ${name}_tmp RENAME TO ${name}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock(7350900)');
    }
  });
  return name;
}

/**
 * A world seeded at another instant (e.g. spring, for the UEFA knock-out rounds), generated once per instant
 * and code version into a SQLite file, written and renamed as `sportTemplate` writes its own. npm test writes
 * the ones its suites ask for before jest starts (server/test/build-template.ts).
 */
export function seededWorldFile(anchor: number): string {
  const file = path.join(os.tmpdir(), `jc-sport-world-${TEST_SEED}-${anchor}-${sourceHash()}.db`);
  if (fs.existsSync(file)) return file;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-world-'));
  const scratch = new Database(path.join(dir, 'world.db'));
  for (const migration of SPORT_MIGRATIONS)
    for (const statement of statementsOf(migration, 'sqlite')) scratch.exec(statement);
  generateSport(scratch, { seed: TEST_SEED, anchor });
  scratch.close();
  fs.renameSync(path.join(dir, 'world.db'), file);
  fs.rmSync(dir, { recursive: true, force: true });
  return file;
}

/** That world as a private copy in memory: what the test changes stays in it. */
export function seededWorldAt(anchor: number): Database.Database {
  return new Database(fs.readFileSync(seededWorldFile(anchor)));
}

/** The spring world of the UEFA knock-out checks (invariants/knockout-spring.test.ts). */
export const SPRING_ANCHOR = Date.parse('2027-03-12T12:00:00+08:00') / 1000;

/**
 * A template is reused only while the code that writes it, the migrations, and the real past seasons it
 * imports (server/data), are unchanged (checkouts share the temp folder).
 */
function sourceHash(): string {
  const hash = createHash('sha1');
  // Every module's tables (a template made before a migration was added would lack them).
  for (const migration of ALL_MIGRATIONS) hash.update(`${migration.name}\n${migration.sql}\n`);
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|json)$/.test(entry.name)) hash.update(fs.readFileSync(file));
    }
  };
  walk(path.join(__dirname, '../../src/sport'));
  walk(path.join(__dirname, '../../data'));
  return hash.digest('hex').slice(0, 12);
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  db: Db;
  sport: SportApiHandle;
  dataDir: string;
  close(): Promise<void>;
}

export async function startServer(
  options: SportApiOptions = {},
  config: Partial<ServerConfig> = {},
  /**
   * Registers more routes on the app before it listens (another module's, over the same database, with the
   * sport module's handle).
   */
  extend?: (app: FastifyInstance, db: Db, sport: SportApiHandle) => Promise<void>,
): Promise<TestServer> {
  const test = await openTestDb({ template: await sportTemplate(), migrate: false });
  const { db, dataDir } = test;
  const app = Fastify({ logger: false });
  installErrorEnvelope(app);
  const sport = await registerSportApi(
    app,
    { config: { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir, outDir: dataDir, ...config }, db },
    {
      seed: TEST_SEED,
      anchor: testAnchor(),
      simulator: { enabled: false },
      warmSearch: false,
      ...options,
    },
  );
  await extend?.(app, db, sport);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    db,
    sport,
    dataDir,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await test.dispose();
    },
  };
}

export async function getJson<T = unknown>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: { retcode: number; retmsg: string; data: T } }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10000) });
  return { status: res.status, body: (await res.json()) as { retcode: number; retmsg: string; data: T } };
}

/** Fake user side for tests: tokens "token-<id>" and balances in a table of their own. */
export async function fakeAccounts(db: Db): Promise<{
  auth: SportAuth;
  wallet: Wallet;
  setBalance(userId: number, n: number): Promise<void>;
}> {
  await sql`CREATE TABLE IF NOT EXISTS test_wallet (user_id BIGINT PRIMARY KEY, balance BIGINT NOT NULL)`.execute(
    db.qb,
  );
  const balance = async (userId: number, exec: Exec = db.qb) =>
    Number(
      (await first(exec, sql<{ balance: number }>`SELECT balance FROM test_wallet WHERE user_id = ${userId}`))
        ?.balance ?? 0,
    );
  return {
    auth: {
      userIdFromRequest: async (request) => {
        const m = /^token-(\d+)$/.exec(String(request.headers.token ?? ''));
        return m ? Number(m[1]) : null;
      },
    },
    wallet: {
      balance,
      hold: (userId, exec) => balance(userId, exec),
      async debit(userId, amount, _reason, _key, exec) {
        const current = await balance(userId, exec);
        if (current < amount) throw new InsufficientBalanceError(current);
        await sql`UPDATE test_wallet SET balance = balance - ${amount} WHERE user_id = ${userId}`.execute(
          exec,
        );
        return current - amount;
      },
    },
    async setBalance(userId, n) {
      await sql`INSERT INTO test_wallet (user_id, balance) VALUES (${userId}, ${n})
        ON CONFLICT (user_id) DO UPDATE SET balance = excluded.balance`.execute(db.qb);
    },
  };
}

/**
 * Sets played matches back to a kick-off `ago` seconds ago, with no events or figures, so the simulator (driven
 * by the test) plays them again from the first minute. The clubs' injuries move with the kick-off: a match's
 * line-ups are the players fit at its kick-off (absences/), so the replay plays the squads the match was played
 * with — an injury that ended an hour after the old kick-off still keeps its player out of the new one.
 */
export async function rewindToKickoff(db: Db, ids: number[], ago = 5): Promise<void> {
  const list = ids.join(',');
  const kickoff = nowS() - ago;
  const rows = await prep(
    db,
    `SELECT id, kickoff, home_id, away_id FROM sport_matches WHERE id IN (${list})`,
  ).all<{ id: number; kickoff: number; home_id: number; away_id: number }>();
  const clubs = rows.flatMap((m) => [m.home_id, m.away_id]);
  if (new Set(clubs).size !== clubs.length) throw new Error('rewindToKickoff: a club in two of the matches');
  for (const m of rows)
    await prep(
      db,
      `UPDATE sport_absences SET from_ts = from_ts + ?, until_ts = until_ts + ? WHERE team_id IN (?, ?)`,
    ).run(kickoff - m.kickoff, kickoff - m.kickoff, m.home_id, m.away_id);
  await prep(db, `DELETE FROM sport_events WHERE match_id IN (${list})`).run();
  await prep(
    db,
    `UPDATE sport_matches SET status = 'scheduled', kickoff = ?, minute = NULL, stoppage = NULL, period = NULL,
      clock = NULL, home_score = NULL, away_score = NULL, home_ht = NULL, away_ht = NULL, home_yellow = 0,
      away_yellow = 0, home_red = 0, away_red = 0, home_corners = NULL, away_corners = NULL, periods = '[]',
      sim_t = NULL, sim_ev = 0 WHERE id IN (${list})`,
  ).run(kickoff);
}
