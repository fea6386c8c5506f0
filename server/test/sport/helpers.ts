import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { migrate, openDatabase, type Db } from '../../src/db/database';
import { readConfig, type ServerConfig } from '../../src/config';
import { installErrorEnvelope } from '../../src/http/envelope';
import { InsufficientBalanceError, type SportAuth, type Wallet } from '../../src/sport/auth';
import { registerSportApi, type SportApiHandle, type SportApiOptions } from '../../src/sport';
import { SPORT_MIGRATIONS } from '../../src/sport/migrations';
import { seedSport } from '../../src/sport/seed';
import { dayStart, nowS, shanghaiDay } from '../../src/sport/time';

export const TEST_SEED = 'jest-seed';

/** Noon (Shanghai) today: late enough that today has finished games, early enough for upcoming ones. */
export function testAnchor(): number {
  return dayStart(shanghaiDay(nowS())) + 12 * 3600;
}

/**
 * Seeding takes a few seconds, so test files share one seeded template per day and copy it. The template is
 * written under a temporary name and renamed, so parallel workers never read a half-written file.
 */
export function templateFile(): string {
  const anchor = testAnchor();
  const file = path.join(os.tmpdir(), `jc-sport-template-${TEST_SEED}-${anchor}-${sourceHash()}.db`);
  if (fs.existsSync(file)) return file;
  const tmp = `${file}.${process.pid}.tmp`;
  const db = new Database(tmp);
  migrate(db, SPORT_MIGRATIONS);
  seedSport(db, { seed: TEST_SEED, anchor });
  db.close();
  fs.renameSync(tmp, file);
  return file;
}

/** A template is reused only while the code that writes it is unchanged (checkouts share the temp folder). */
function sourceHash(): string {
  const hash = createHash('sha1');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts')) hash.update(fs.readFileSync(file));
    }
  };
  walk(path.join(__dirname, '../../src/sport'));
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
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-sport-'));
  fs.copyFileSync(templateFile(), path.join(dataDir, 'jincheng.db'));
  const db = openDatabase(dataDir);
  const app = Fastify({ logger: false });
  installErrorEnvelope(app);
  const sport = await registerSportApi(
    app,
    { config: { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir, outDir: dataDir, ...config }, db },
    {
      seed: TEST_SEED,
      anchor: testAnchor(),
      simulator: { enabled: false },
      ...options,
    },
  );
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
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
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
export function fakeAccounts(db: Db): {
  auth: SportAuth;
  wallet: Wallet;
  setBalance(userId: number, n: number): void;
} {
  db.exec('CREATE TABLE IF NOT EXISTS test_wallet (user_id INTEGER PRIMARY KEY, balance INTEGER NOT NULL)');
  const balance = (userId: number) =>
    (
      db.prepare('SELECT balance FROM test_wallet WHERE user_id = ?').get(userId) as
        { balance: number } | undefined
    )?.balance ?? 0;
  return {
    auth: {
      userIdFromRequest: (request) => {
        const m = /^token-(\d+)$/.exec(String(request.headers.token ?? ''));
        return m ? Number(m[1]) : null;
      },
    },
    wallet: {
      balance,
      debit(userId, amount) {
        const current = balance(userId);
        if (current < amount) throw new InsufficientBalanceError(current);
        db.prepare('UPDATE test_wallet SET balance = balance - ? WHERE user_id = ?').run(amount, userId);
        return current - amount;
      },
    },
    setBalance(userId, n) {
      db.prepare('INSERT OR REPLACE INTO test_wallet (user_id, balance) VALUES (?, ?)').run(userId, n);
    },
  };
}
