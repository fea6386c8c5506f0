import type { SqlMigration } from '../db/ddl';

/**
 * Operators: the accounts that may use the release console (/ops/releases, /opsapi). Granted only by the
 * `npm run ops -- add-operator` command on the server, never by a default account or password.
 */
export const OPERATOR_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '018-ops-operators',
    sql: `
CREATE TABLE operators (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  granted_at INTEGER NOT NULL, granted_by TEXT NOT NULL);
`,
  },
];
