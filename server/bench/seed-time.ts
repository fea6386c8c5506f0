/**
 * Seed time on each engine: `npx tsx server/bench/seed-time.ts [postgres://…]`. Seeds a fresh SQLite database
 * (temporary folder) and, given a PostgreSQL URL to an empty database, that one too; prints both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, openSqlite, type Db } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/sport/seed/seed-database';

async function time(label: string, db: Db): Promise<void> {
  await migrateToLatest(db);
  const started = Date.now();
  const summary = await seedDatabase(db, {
    seed: 'bench',
    anchor: Math.floor(Date.now() / 1000),
    force: true,
  });
  process.stdout.write(`${label}: ${summary?.matches} matches seeded in ${Date.now() - started} ms\n`);
  await db.close();
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-seed-time-'));
  try {
    await time('sqlite', openSqlite(dir));
    const url = process.argv[2];
    if (url) await time('postgres', openPostgres(url));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
