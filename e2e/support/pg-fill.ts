/**
 * Fills a PostgreSQL database with the suite's seeded world: `tsx e2e/support/pg-fill.ts <template.db> <url>`.
 * It migrates the database and copies the SQLite template's generated rows into it (`copyGenerated`, the copy a
 * server makes after generating), so servers started on it find the world current and start in seconds instead
 * of generating it again: a first server on an empty database generates the whole world and copies it inside its
 * start, which on a loaded machine ran past the start's 120 s without a word (its log level is `warn`).
 */
import Database from 'better-sqlite3';
import { pinClock } from '../../server/src/pinned-clock';
import { openPostgres } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { copyGenerated } from '../../server/src/sport/seed/seed-database';

pinClock();

async function main(file: string, url: string): Promise<void> {
  const started = Date.now();
  const source = new Database(file, { readonly: true });
  const db = openPostgres(url);
  try {
    await migrateToLatest(db);
    await copyGenerated(db, source);
  } finally {
    source.close();
    await db.close();
  }
  process.stdout.write(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const [file, url] = process.argv.slice(2);
if (!file || !url) throw new Error('usage: tsx e2e/support/pg-fill.ts <template.db> <postgres url>');
main(file, url).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
