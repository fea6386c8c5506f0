import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres, openSqlite, type Db, type Engine } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/**
 * The engine the server suite runs against: PostgreSQL when `JC_TEST_PG_URL` names a cluster (npm test starts
 * a throwaway one, scripts/pg-test-cluster.mjs), SQLite otherwise. Each test file gets its own database:
 * a temporary folder, or a database of its own on the cluster, dropped at the end.
 */
export const TEST_PG_URL = process.env.JC_TEST_PG_URL ?? null;
export const testEngine: Engine = TEST_PG_URL ? 'postgres' : 'sqlite';

export interface TestDb {
  db: Db;
  /** The SQLite folder (also a scratch folder for anything else the test writes). */
  dataDir: string;
  /** The PostgreSQL URL of this database, for a server started as a separate process; null on SQLite. */
  url: string | null;
  dispose(): Promise<void>;
}

let counter = 0;

/** The cluster URL with another database name. */
export const urlOf = (name: string) => {
  const url = new URL(TEST_PG_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` on an admin connection to the cluster's `postgres` database. */
export async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL as string });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestDbOptions {
  /** Copy this SQLite file / clone this PostgreSQL database instead of starting empty. */
  template?: string;
  /** Apply the migrations (default true; a template is migrated already). */
  migrate?: boolean;
}

export async function openTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!TEST_PG_URL) {
    if (options.template) fs.copyFileSync(options.template, path.join(dataDir, 'jincheng.db'));
    const db = openSqlite(dataDir);
    if (options.migrate ?? true) await migrateToLatest(db);
    return {
      db,
      dataDir,
      url: null,
      async dispose() {
        await db.close();
        removeDir();
      },
    };
  }
  counter += 1;
  const name = `jc_t_${process.pid}_${counter}_${Date.now().toString(36)}`;
  // FILE_COPY copies the template's files after a checkpoint (cheap with fsync off): 0.3 s for the seeded
  // world against 1.7–3 s for PostgreSQL 15's default WAL_LOG, which writes every block through the WAL.
  const template = options.template ? ` TEMPLATE ${options.template} STRATEGY FILE_COPY` : '';
  await onCluster((c) => c.query(`CREATE DATABASE ${name}${template}`));
  const url = urlOf(name);
  const db = openPostgres(url, { max: 5 });
  if (options.migrate ?? true) await migrateToLatest(db);
  return {
    db,
    dataDir,
    url,
    async dispose() {
      await db.close();
      await onCluster((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDir();
    },
  };
}
