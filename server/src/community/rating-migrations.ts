import type { SqlMigration } from '../db/ddl';

/**
 * Fan ratings of players (球迷评分): one score per fan, player and match (the primary key), replaced when the
 * fan changes it. Like comments they live in the database, so every instance counts the same votes, and the
 * seed never touches them. Times are epoch milliseconds.
 */
export const RATING_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '020-fan-ratings',
    sql: `
CREATE TABLE fan_ratings (
  match_id INTEGER NOT NULL,
  player_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 10),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, player_id, user_id)
);
CREATE INDEX fan_ratings_user ON fan_ratings (user_id, match_id);
`,
  },
];
