import type { SqlMigration } from '../../db/ddl';

const CHAT = `
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  user_id INTEGER,
  sent TEXT NOT NULL,
  shown TEXT NOT NULL,
  system_kind TEXT,
  target_id INTEGER,
  reports INTEGER NOT NULL DEFAULT 0,
  hidden_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX chat_messages_room ON chat_messages (match_id, id);
CREATE TABLE chat_reports (
  message_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
`;

/**
 * The match chat rooms (聊天室): one log per match. A row is a fan's message (`user`), a line the leader wrote
 * from the match (`system`: a goal, a red card, kick-off, half and full time; `system_kind` says which), or
 * `hide`: the message `target_id` was hidden (reports reached the threshold), so clients connected anywhere
 * drop it. Ids are global and never reused (AUTOINCREMENT, a PostgreSQL identity): the streams resume from
 * them. `sent` is the text as sent, `shown` what everyone sees; times are epoch milliseconds.
 */
export const CHAT_MIGRATIONS: readonly SqlMigration[] = [
  { name: '022-community-chat', sql: CHAT },
  {
    /**
     * Chat lines in the moderator view (docs/community.md, 聊天室): `hidden_by` is the moderator who hid a
     * line (NULL: the report threshold did), `chat_reports.closed_at` closes the reports a restore reviewed,
     * so the threshold counts anew; the index serves the view's two queues. A restore appends a log row of
     * kind `restore` (no column needed: `kind` is free text).
     */
    name: '023-chat-moderation',
    sql: `
ALTER TABLE chat_messages ADD COLUMN hidden_by INTEGER;
ALTER TABLE chat_reports ADD COLUMN closed_at INTEGER;
CREATE INDEX chat_messages_review ON chat_messages (hidden_at, reports);
`,
  },
];
