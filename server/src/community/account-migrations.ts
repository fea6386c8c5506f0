import type { SqlMigration } from '../db/ddl';

/**
 * The community's side of accounts (docs/community.md, "Nicknames", "Moderation"):
 * - `users.nickname_key`: the comparison form (nicknameKey) of a name the user chose; the unique index is
 *   what keeps two fans from one name, also when two instances take it at the same moment. NULL while the
 *   name is still the one given at sign-up (NULLs never collide).
 * - `community_moderators`: the role; granted by `npm run ops -- add-moderator` (and to a demo account in a
 *   demo run), never by default.
 * - `community_mutes`: one row per muted user, `until` epoch ms; a lapsed row is simply in the past.
 * - `community_audit`: every moderator action, never updated or deleted.
 * - `article_comments.hidden_by`: the moderator who hid it (NULL: the report threshold did);
 *   `comment_reports.closed_at`: a restore closes the reports it reviewed, so the threshold counts anew.
 */
export const COMMUNITY_ACCOUNT_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '021-community-accounts',
    sql: `
ALTER TABLE users ADD COLUMN nickname_key TEXT;
CREATE UNIQUE INDEX users_nickname_key ON users (nickname_key);
CREATE TABLE community_moderators (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  granted_at INTEGER NOT NULL,
  granted_by TEXT NOT NULL
);
CREATE TABLE community_mutes (
  user_id INTEGER PRIMARY KEY,
  until INTEGER NOT NULL,
  reason TEXT NOT NULL,
  by_user INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE community_audit (
  id INTEGER PRIMARY KEY,
  actor_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  target_kind TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  until INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX community_audit_at ON community_audit (created_at, id);
ALTER TABLE article_comments ADD COLUMN hidden_by INTEGER;
ALTER TABLE comment_reports ADD COLUMN closed_at INTEGER;
CREATE INDEX article_comments_review ON article_comments (hidden_at, reports);
`,
  },
];
