import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import type { Engine, Exec } from './database';

/** Rows of a raw statement (Kysely's `sql` tag: `?`-free, values are bound, both engines). */
export async function all<T>(exec: Exec, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(exec)).rows;
}

/** The first row of a raw statement, or undefined. */
export async function first<T>(exec: Exec, query: RawBuilder<T>): Promise<T | undefined> {
  return (await query.execute(exec)).rows[0];
}

/** Rows changed by a raw INSERT/UPDATE/DELETE. */
export async function changes(exec: Exec, query: RawBuilder<unknown>): Promise<number> {
  return Number((await query.execute(exec)).numAffectedRows ?? 0);
}

/**
 * Runs `work` in a transaction: the caller's when `exec` already is one (so a purchase and its debit commit
 * together), else a new one. SQLite has one connection, so its transactions are serial anyway; PostgreSQL
 * runs READ COMMITTED, and money paths lock the rows they change (`forUpdate`).
 */
export function inTransaction<T>(exec: Exec, work: (trx: Exec) => Promise<T>): Promise<T> {
  return exec.isTransaction ? work(exec) : exec.transaction().execute(work);
}

/**
 * `SELECT … FOR UPDATE` on PostgreSQL: the row stays locked until the transaction ends, so a second
 * transaction on the same account or order waits and then sees the first one's result. SQLite has no row
 * locks and needs none: a write transaction there holds the whole database.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  engine: Engine,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return engine === 'postgres' ? query.forUpdate() : query;
}

/** Whether `error` is a unique-index violation (SQLite through better-sqlite3, or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
