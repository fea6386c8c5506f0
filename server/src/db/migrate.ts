import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { COMMUNITY_ACCOUNT_MIGRATIONS } from '../community/account-migrations';
import { CHAT_MIGRATIONS } from '../community/chat/chat-migrations';
import { COMMENT_MIGRATIONS } from '../community/comment-migrations';
import { RATING_MIGRATIONS } from '../community/rating-migrations';
import { REPORT_MIGRATIONS } from '../community/report-migrations';
import { OPS_HEALTH_MIGRATIONS } from '../ops/health-migrations';
import { PAY_MIGRATIONS } from '../pay/migrations';
import { THROTTLE_MIGRATIONS } from '../security/throttle-migrations';
import { LIVE_MIGRATIONS } from '../sport/live/live-migrations';
import { FOLLOW_MIGRATIONS } from '../sport/follows/follow-migrations';
import { OPERATOR_MIGRATIONS } from '../ops/operator-migrations';
import { SPORT_MIGRATIONS } from '../sport/migrations';
import { USER_MIGRATIONS } from '../user/migrations';
import type { Db, Engine } from './database';
import { statementsOf, type SqlMigration } from './ddl';

/** Every migration of every module, in the order the names sort (Kysely's migrator runs them by name). */
export const ALL_MIGRATIONS: readonly SqlMigration[] = [
  ...USER_MIGRATIONS,
  ...THROTTLE_MIGRATIONS,
  ...PAY_MIGRATIONS,
  ...SPORT_MIGRATIONS,
  ...LIVE_MIGRATIONS,
  ...FOLLOW_MIGRATIONS,
  ...OPS_HEALTH_MIGRATIONS,
  ...OPERATOR_MIGRATIONS,
  ...COMMENT_MIGRATIONS,
  ...RATING_MIGRATIONS,
  ...COMMUNITY_ACCOUNT_MIGRATIONS,
  ...CHAT_MIGRATIONS,
  ...REPORT_MIGRATIONS,
];

function kyselyMigration(migration: SqlMigration, engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const statements = statementsOf(migration, engine);
      // PostgreSQL: the migrator wraps each migration in a transaction. SQLite: it does not (its adapter
      // says no transactional DDL), but SQLite can, so the migration commits whole or not at all.
      if (engine === 'postgres') {
        for (const statement of statements) await sql.raw(statement).execute(db);
        return;
      }
      await sql.raw('BEGIN').execute(db);
      try {
        for (const statement of statements) await sql.raw(statement).execute(db);
        await sql.raw('COMMIT').execute(db);
      } catch (error) {
        await sql.raw('ROLLBACK').execute(db);
        throw error;
      }
    },
  };
}

/**
 * A SQLite database from before Kysely's migrator lists its applied migrations in `schema_migrations`
 * under the old ids; they are recorded under the new names, so an existing .data keeps its accounts and
 * balances and only the newer migrations run.
 */
async function adoptLegacy(db: Db): Promise<void> {
  if (db.engine !== 'sqlite') return;
  const legacy = await sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master
    WHERE type = 'table' AND name = 'schema_migrations'`.execute(db.qb);
  if (!legacy.rows[0]?.n) return;
  const applied = await sql<{ id: string }>`SELECT id FROM schema_migrations`.execute(db.qb);
  const ids = new Set(applied.rows.map((r) => r.id));
  await sql`CREATE TABLE IF NOT EXISTS kysely_migration
    (name varchar(255) NOT NULL PRIMARY KEY, timestamp varchar(255) NOT NULL)`.execute(db.qb);
  for (const m of ALL_MIGRATIONS) {
    if (!m.legacyId || !ids.has(m.legacyId)) continue;
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${m.name}, ${new Date().toISOString()})
      ON CONFLICT DO NOTHING`.execute(db.qb);
  }
  await sql`DROP TABLE schema_migrations`.execute(db.qb);
}

/**
 * Brings the schema up to date; returns the names it applied. Safe when several instances start at once:
 * on PostgreSQL the migrator holds an advisory lock while it works.
 */
export async function migrateToLatest(db: Db, migrations = ALL_MIGRATIONS): Promise<string[]> {
  await adoptLegacy(db);
  const migrator = new Migrator({
    db: db.qb,
    allowUnorderedMigrations: true,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(migrations.map((m) => [m.name, kyselyMigration(m, db.engine)])),
    },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
