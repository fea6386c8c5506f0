import { spawn } from 'node:child_process';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createSecondFactor } from '../../src/ops/second-factor';
import { createTokenStore } from '../../src/user/tokens';
import { createUsersRepo } from '../../src/user/users-repo';
import { verifyPassword } from '../../src/user/passwords';
import { openTestDb, testEngine, type TestDb } from '../db/test-db';

/**
 * `npm run ops` (issue 44): the password add-operator prints must be changed at first sign-in, rotate-password
 * gives a new one (every session ends), reset-second-factor forgets a lost authenticator, and a command waits
 * for a database the server is writing to instead of failing with "database is locked".
 */
const repoRoot = path.resolve(__dirname, '../../..');
let test: TestDb;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Each run starts tsx (several seconds on a busy machine), hence the tests' long timeouts. */

/** Runs the CLI on the test database; `onStderr` sees its error output as it comes. */
function ops(args: string[], onStderr: (text: string) => void = () => undefined): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: test.dataDir,
    RELEASE_BY: 'test',
    JC_OPS_WAIT_MS: '60000',
  };
  if (test.url) env.DATABASE_URL = test.url;
  else delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/ops/cli.ts', ...args], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onStderr(stderr);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const printedPassword = (run: Run) => /password \(shown once[^)]*\): (\S+)/.exec(run.stdout)?.[1] ?? '';

beforeAll(async () => {
  test = await openTestDb();
});
afterAll(() => test.dispose());

it('add-operator flags the printed password; rotate-password replaces it and ends every session', async () => {
  const added = await ops(['add-operator', '13900000301']);
  expect(added.code).toBe(0);
  const first = printedPassword(added);
  expect(first).toMatch(/^\S{16}$/);
  expect(added.stdout).toContain('must be changed at first sign-in');
  const users = createUsersRepo(test.db);
  const user = await users.findByPhone('13900000301');
  expect(user?.passwordChangeRequired).toBe(true);

  // The operator changed it, then forgot it: the server's owner rotates it.
  await users.setPassword(user!.id, 'scrypt$x', { mustChange: false });
  const session = await createTokenStore(test.db).issue(user!.id);
  const rotated = await ops(['rotate-password', '13900000301']);
  expect(rotated.code).toBe(0);
  const second = printedPassword(rotated);
  expect(second).toMatch(/^\S{16}$/);
  expect(second).not.toBe(first);
  expect(rotated.stdout).toContain('1 session(s) ended');
  const after = await users.findByPhone('13900000301');
  expect(after?.passwordChangeRequired).toBe(true);
  expect(await verifyPassword(second, after?.passwordHash)).toBe(true);
  expect(await createTokenStore(test.db).resolve(session.token)).toBeNull();

  // Only operators: a fan's password is not the ops command's to rotate.
  await users.create({ phone: '13900000302', userName: '球迷' });
  const fan = await ops(['rotate-password', '13900000302']);
  expect(fan.code).toBe(2);
  expect(fan.stderr).toContain('is not an operator');
}, 120_000);

it('reset-second-factor forgets the authenticator and recovery codes', async () => {
  await ops(['add-operator', '13900000303']);
  const user = await createUsersRepo(test.db).findByPhone('13900000303');
  const factor = createSecondFactor(test.db);
  await factor.startEnrolment(user!.id, 'x');
  await test.db.qb
    .updateTable('operator_totp')
    .set({ confirmed_at: 1 })
    .where('user_id', '=', user!.id)
    .execute();
  await factor.regenerateRecoveryCodes(user!.id);
  expect(await factor.status(user!.id)).toEqual({ enrolled: true, recoveryCodesLeft: 10 });
  const reset = await ops(['reset-second-factor', '13900000303']);
  expect(reset.code).toBe(0);
  expect(await factor.status(user!.id)).toEqual({ enrolled: false, recoveryCodesLeft: 0 });
}, 120_000);

/**
 * Another process holds the write lock (the server seeding, ~80 s on a first start): the command used to fail
 * with "database is locked" after 5 s. It must wait and succeed once the lock is let go. The lock is held
 * until the command is seen waiting, or it ended (the old failure), or 40 s passed.
 */
it('waits for a database another process is writing to', async () => {
  let said = '';
  let release: () => Promise<void>;
  let waitingSeen: () => Promise<boolean>;
  if (testEngine === 'sqlite') {
    const other = new Database(path.join(test.dataDir, 'jincheng.db'));
    other.exec('BEGIN IMMEDIATE');
    other.exec('UPDATE users SET user_tag = user_tag WHERE id = -1');
    release = async () => {
      other.exec('COMMIT');
      other.close();
    };
    waitingSeen = async () => said.includes('waiting');
  } else {
    const other = new pg.Client({ connectionString: test.url as string });
    await other.connect();
    await other.query('BEGIN');
    await other.query('LOCK TABLE operators IN ACCESS EXCLUSIVE MODE');
    release = async () => {
      await other.query('COMMIT');
      await other.end();
    };
    // PostgreSQL makes the command wait by itself: it is seen waiting for the lock.
    waitingSeen = async () => {
      const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(test.db.qb);
      return Number(rows.rows[0]?.n) > 0;
    };
  }
  let ended = false;
  const run = ops(['add-operator', '13900000304'], (text) => (said = text)).finally(() => (ended = true));
  const deadline = Date.now() + 40_000;
  let seen = false;
  while (!seen && !ended && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await waitingSeen();
  }
  await release();
  const result = await run;
  expect(result.stderr).not.toContain('database is locked');
  expect(seen).toBe(true);
  expect(result.code).toBe(0);
  expect(result.stdout).toContain('13900000304 is an operator');
}, 90_000);
