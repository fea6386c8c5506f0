import { openDatabase, type Db, type DbLocation } from '../db/database';

/** How long `npm run ops` waits for a database another process writes to (env JC_OPS_WAIT_MS, default 10 min). */
export const OPS_WAIT_MS_DEFAULT = 10 * 60_000;

export const opsWaitMs = (value = process.env.JC_OPS_WAIT_MS): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : OPS_WAIT_MS_DEFAULT;
};

/**
 * The database for a command of `npm run ops`, which runs beside a server that may be writing: a first start
 * seeds the sports data in long write transactions (about a minute and a half on SQLite), longer than the
 * 5 s the server itself waits for a lock. A command used to fail with "database is locked"; now it says it
 * waits and waits (up to `waitMs`) for the write lock.
 *
 * SQLite: the write lock is taken once up front (BEGIN IMMEDIATE, rolled back) to say so and wait, and every
 * statement after waits as long (busy_timeout). PostgreSQL waits for row and table locks by itself (no
 * lock_timeout is set) and the migrator waits for the server's migration lock; nothing to do there.
 */
export async function openWaitingDatabase(
  where: DbLocation,
  { waitMs = opsWaitMs(), say = (line: string) => process.stderr.write(`${line}\n`) } = {},
): Promise<Db> {
  const db = openDatabase(where);
  const raw = db.sqlite;
  if (!raw) return db;
  const takeWriteLock = () => {
    raw.exec('BEGIN IMMEDIATE');
    raw.exec('ROLLBACK');
  };
  raw.pragma('busy_timeout = 0');
  try {
    takeWriteLock();
  } catch (error) {
    if (!isBusy(error)) throw error;
    say(
      `ops: the database is busy (the server is probably seeding): waiting up to ${Math.round(waitMs / 1000)} s…`,
    );
    raw.pragma(`busy_timeout = ${waitMs}`);
    try {
      takeWriteLock();
    } catch (again) {
      if (!isBusy(again)) throw again;
      await db.close();
      throw new Error(
        `the database stayed busy for ${Math.round(waitMs / 1000)} s; try again later (JC_OPS_WAIT_MS to wait longer)`,
      );
    }
    say('ops: the database is free, going on');
  }
  raw.pragma(`busy_timeout = ${waitMs}`);
  return db;
}

const isBusy = (error: unknown) =>
  error instanceof Error && /^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? '');
