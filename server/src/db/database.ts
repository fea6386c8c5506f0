import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** better-sqlite3's own handle: the seed generator writes through it synchronously (sport/seed). */
export type RawSqlite = Database.Database;

/** Anything queries run on: the database or an open transaction (Kysely's Transaction is a Kysely). */
export type Exec = Kysely<Schema>;

/**
 * One handle for both engines. Every module queries through `qb` (Kysely: its query builder, or its `sql`
 * tag for the few statements the builder does not cover) and branches on `engine` only where the engines
 * really differ (row locks, id allocation, bulk copy).
 */
export interface Db {
  readonly engine: Engine;
  readonly qb: Kysely<Schema>;
  /** The embedded engine's own handle (better-sqlite3), for the synchronous seed generator; null on PostgreSQL. */
  readonly sqlite: Database.Database | null;
  /** The PostgreSQL connection string (for the live feed's LISTEN and leader connections); null on SQLite. */
  readonly url: string | null;
  close(): Promise<void>;
}

/** Where the data lives: `DATABASE_URL=postgres://…` selects PostgreSQL, otherwise SQLite in DATA_DIR. */
export interface DbLocation {
  dataDir: string;
  databaseUrl?: string | null;
}

/**
 * better-sqlite3 behind Kysely's SQLite dialect, with its statements kept: Kysely prepares every query
 * anew, and preparing is a good part of a small query's cost. The dialect's one connection is guarded by a
 * mutex, so a cached statement is never used by two queries at once.
 */
function keepStatements(raw: Database.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = raw.prepare(sql) as unknown as SqliteStatement;
        if (statements.size >= 1000) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openSqlite(dataDir: string, file = 'jincheng.db'): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const raw = new Database(path.join(dataDir, file));
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const qb = new Kysely<Schema>({ dialect: new SqliteDialect({ database: keepStatements(raw) }) });
  return { engine: 'sqlite', qb, sqlite: raw, url: null, close: () => qb.destroy() };
}

// BIGINT (counts, epoch ms) and NUMERIC (sums) arrive as strings from pg; every value we store fits a double.
const toNumber = (value: string) => Number(value);
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? toNumber
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A pg client config for this server: numbers as numbers, a name the server's activity view shows. */
export function pgClientConfig(url: string, name = 'jincheng'): pg.ClientConfig {
  return { connectionString: url, types: TYPES, application_name: name };
}

export interface PostgresOptions {
  /** Pool size (env PG_POOL_MAX, default 10). */
  max?: number;
  onError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({
    ...pgClientConfig(url),
    max: options.max ?? (Number(process.env.PG_POOL_MAX) || 10),
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose server went away must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onError?.(error));
  const qb = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { engine: 'postgres', qb, sqlite: null, url, close: () => qb.destroy() };
}

export const isPostgresUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^postgres(ql)?:\/\//.test(url);

export function openDatabase(where: DbLocation | string, options: PostgresOptions = {}): Db {
  const location = typeof where === 'string' ? { dataDir: where } : where;
  return isPostgresUrl(location.databaseUrl)
    ? openPostgres(location.databaseUrl, options)
    : openSqlite(location.dataDir);
}
