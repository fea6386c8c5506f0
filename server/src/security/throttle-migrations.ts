import type { SqlMigration } from '../db/ddl';

/** Throttle counters (security/throttle-store.ts): one row per key with its count and window end. */
export const THROTTLE_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '005-security-throttle',
    legacyId: 'security-001-throttle',
    sql: `
      CREATE TABLE throttle_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX throttle_hits_expiry ON throttle_hits (expires_at);
    `,
  },
];
