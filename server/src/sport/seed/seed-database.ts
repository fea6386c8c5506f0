import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db, Exec, RawSqlite } from '../../db/database';
import { statementsOf } from '../../db/ddl';
import { RESEED_CHANNEL } from '../live/feed';
import { SPORT_MIGRATIONS } from '../migrations';
import { shanghaiDay } from '../time';
import {
  generateSport,
  historyOf,
  SEED_DATA_VERSION,
  SPORT_TABLES,
  type SeedOptions,
  type SeedSummary,
} from '.';

/** One seeding at a time across instances (pg_advisory_xact_lock key). */
const SEED_LOCK = 7_350_001;

export interface SeedRequest extends SeedOptions {
  /** Seed even when the stored data is current (SPORT_RESEED=1). */
  force?: boolean;
}

/**
 * Stored data is stale when it was seeded with another seed, an older data version, other real past seasons
 * (the provider's version: a refreshed snapshot) or for another day.
 */
async function isStale(exec: Exec, options: SeedOptions): Promise<boolean> {
  const rows = await exec.selectFrom('sport_meta').select(['key', 'value']).execute();
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  return (
    meta.get('seed') !== options.seed ||
    meta.get('data_version') !== SEED_DATA_VERSION ||
    meta.get('history') !== historyOf(options).version() ||
    shanghaiDay(Number(meta.get('anchor') ?? 0)) !== shanghaiDay(options.anchor)
  );
}

/** The generator's tables on a scratch SQLite in memory, as the sport migrations define them. */
function scratchDatabase(): RawSqlite {
  const scratch = new Database(':memory:');
  for (const migration of SPORT_MIGRATIONS)
    for (const statement of statementsOf(migration, 'sqlite')) scratch.exec(statement);
  return scratch;
}

/**
 * Rows per INSERT when copying. Each statement binds one array per column (`unnest`), so PostgreSQL parses a
 * handful of parameters however many rows: far faster than multi-row VALUES, and rows are read from SQLite as
 * they go rather than whole tables at once (the seeded world is ~200 MB).
 */
const ROWS_PER_STATEMENT = 5_000;

/** Each column's PostgreSQL type name (int8, text, float8, bytea …), for the arrays `unnest` reads. */
async function columnTypes(trx: Exec, table: string): Promise<Map<string, string>> {
  const rows = await sql<{ column_name: string; udt_name: string }>`SELECT column_name, udt_name
    FROM information_schema.columns WHERE table_name = ${table} AND table_schema = current_schema()`.execute(
    trx,
  );
  return new Map(rows.rows.map((r) => [r.column_name, r.udt_name]));
}

/** Copies the generated rows, a batch of rows per INSERT, and moves every identity past the copied ids. */
async function copyTo(trx: Exec, scratch: RawSqlite): Promise<void> {
  for (const table of SPORT_TABLES) {
    await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    const select = scratch.prepare(`SELECT * FROM ${table}`);
    const columns = select.columns().map((c) => c.name);
    const types = await columnTypes(trx, table);
    const names = sql.join(columns.map((c) => sql.ref(c)));
    const insert = (rows: Array<Record<string, unknown>>) => {
      const arrays = columns.map(
        (c) => sql`${rows.map((r) => r[c])}::${sql.raw(`${types.get(c) ?? 'text'}[]`)}`,
      );
      return sql`INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(
        trx,
      );
    };
    let batch: Array<Record<string, unknown>> = [];
    for (const row of select.iterate() as IterableIterator<Record<string, unknown>>) {
      batch.push(row);
      if (batch.length < ROWS_PER_STATEMENT) continue;
      await insert(batch);
      batch = [];
    }
    if (batch.length) await insert(batch);
    // A table keyed by another table's id (sport_match_records by match_id) has no identity of its own.
    const keys = scratch.prepare(`SELECT name FROM pragma_table_info(?) WHERE pk > 0`).all(table) as Array<{
      name: string;
    }>;
    if (keys.length === 1 && keys[0]?.name === 'id')
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'),
        (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(trx);
  }
  const meta = scratch.prepare('SELECT key, value FROM sport_meta').all() as Array<{
    key: string;
    value: string;
  }>;
  for (const { key, value } of meta)
    await trx
      .insertInto('sport_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
}

/**
 * Copies a world the generator already wrote into SQLite (a scratch database, or a seeded SQLite file with the
 * same tables: the test suites' template) into PostgreSQL in one transaction under the seeding lock — the copy
 * `seedDatabase` makes after generating, without generating again.
 */
export async function copyGenerated(db: Db, source: RawSqlite): Promise<void> {
  if (db.engine !== 'postgres') throw new Error('copyGenerated copies into PostgreSQL');
  await db.qb.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    await copyTo(trx, source);
  });
}

/**
 * Seeds the sports data when it is stale (or forced) and answers what was written, or null when the stored
 * data is current. SQLite: the generator writes straight into the database (holding Kysely's one
 * connection, so nothing else runs meanwhile). PostgreSQL: it writes into a scratch SQLite in memory, and
 * the rows are copied in one transaction under an advisory lock, so when several instances start at once
 * one seeds and the others find the data current; readers keep seeing the old data until the commit.
 */
export async function seedDatabase(db: Db, request: SeedRequest): Promise<SeedSummary | null> {
  const started = Date.now();
  const { force = false, ...options } = request;
  if (db.engine === 'sqlite') {
    const raw = db.sqlite as RawSqlite;
    return db.qb.connection().execute(async (conn) => {
      if (!force && !(await isStale(conn, options))) return null;
      return generateSport(raw, options);
    });
  }
  return db.qb.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!force && !(await isStale(trx, options))) return null;
    const scratch = scratchDatabase();
    try {
      const summary = generateSport(scratch, options);
      await copyTo(trx, scratch);
      // Delivered on commit: every instance drops scripts and tables built from the old data.
      await sql`SELECT pg_notify(${RESEED_CHANNEL}, ${String(options.anchor)})`.execute(trx);
      return { ...summary, ms: Date.now() - started };
    } finally {
      scratch.close();
    }
  });
}
