import type { SqlMigration } from '../db/ddl';

/**
 * Release health (issue 29): what real visitors' browsers report per app version and minute — mounts, load
 * failures, render errors, fallbacks — summed (ops/health-store.ts). Kept 48 hours. Nothing personal: no IP,
 * no user, no URL.
 */
export const OPS_HEALTH_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '017-ops-release-health',
    sql: `
CREATE TABLE release_health (app TEXT NOT NULL, version TEXT NOT NULL, minute INTEGER NOT NULL,
  kind TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (app, version, minute, kind));
-- The hourly prune deletes by minute alone.
CREATE INDEX release_health_minute ON release_health (minute);
`,
  },
  {
    // Issue 44: a beacon counts only under a page-load id the server signed, once per id, app and kind. The
    // record of what each id counted lives until the id expires, so a replay counts nothing on any instance.
    name: '026-ops-health-verified',
    sql: `
CREATE TABLE release_health_seen (page TEXT NOT NULL, app TEXT NOT NULL, kind TEXT NOT NULL,
  expires INTEGER NOT NULL, PRIMARY KEY (page, app, kind));
CREATE INDEX release_health_seen_expires ON release_health_seen (expires);
CREATE TABLE ops_settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`,
  },
];
