import type { SqlMigration } from '../../db/ddl';

/**
 * What a signed-in user follows: teams, leagues and matches (kind + target id). Like expert follows and
 * purchases it survives a reseed (the seed never touches it), and it lives in the database, so every
 * instance answers the same. Expert follows stay in `sport_follows` (they count into an expert's followers).
 */
export const FOLLOW_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '013-user-follows',
    sql: `
CREATE TABLE user_follows (user_id INTEGER NOT NULL, kind TEXT NOT NULL, target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (user_id, kind, target_id));
`,
  },
];
