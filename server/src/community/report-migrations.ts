import type { SqlMigration } from '../db/ddl';

/**
 * Reports that hide for everyone only from several networks (docs/community.md, "Reports"):
 * - `comment_reports.network`, `chat_reports.network`: the reporter's client network (IPv4 address, IPv6 /64,
 *   as the throttle groups them) as a keyed hash (HMAC-SHA256 with the installation's key, 32 hex digits),
 *   never the address. NULL on reports made before this migration: they are queued, never counted for a hide.
 * - `community_settings`: the installation's values shared by every instance (`network-key`, made by the
 *   first instance that starts).
 */
export const REPORT_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '024-community-report-networks',
    sql: `
ALTER TABLE comment_reports ADD COLUMN network TEXT;
ALTER TABLE chat_reports ADD COLUMN network TEXT;
CREATE TABLE community_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`,
  },
];
