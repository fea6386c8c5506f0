import type { SqlMigration } from '../db/ddl';

/**
 * Comments under articles (评论), their likes and reports. Like follows they live in the database, so every
 * instance answers the same, and the seed never touches them. `sent` is the text as the user sent it, `shown`
 * what everyone sees (the filter's masks in); `hidden_at` hides a comment for everyone (reports reached the
 * threshold, or a moderator). Times are epoch milliseconds.
 */
export const COMMENT_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '019-community-comments',
    sql: `
CREATE TABLE article_comments (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL,
  parent_id INTEGER,
  user_id INTEGER NOT NULL,
  sent TEXT NOT NULL,
  shown TEXT NOT NULL,
  likes INTEGER NOT NULL DEFAULT 0,
  replies INTEGER NOT NULL DEFAULT 0,
  reports INTEGER NOT NULL DEFAULT 0,
  hidden_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX article_comments_article ON article_comments (article_id, parent_id, created_at);
CREATE INDEX article_comments_parent ON article_comments (parent_id, created_at);
CREATE TABLE comment_likes (
  comment_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);
CREATE TABLE comment_reports (
  comment_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (comment_id, user_id)
);
`,
  },
];
