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
  {
    // Issue 44: the operators' second factor. A TOTP secret per operator (confirmed once the first code
    // matched; `last_step` refuses a code used before) and ten single-use recovery codes, stored hashed.
    name: '028-ops-second-factor',
    sql: `
CREATE TABLE operator_totp (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL, created_at INTEGER NOT NULL, confirmed_at INTEGER, last_step INTEGER NOT NULL DEFAULT 0);
CREATE TABLE operator_recovery_codes (code_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, created_at INTEGER NOT NULL, used_at INTEGER);
CREATE INDEX operator_recovery_codes_user ON operator_recovery_codes (user_id);
`,
  },
];
