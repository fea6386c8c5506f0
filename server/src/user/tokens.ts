import type { Db } from '../db/database';
import { randomSecret, sha256 } from './secrets';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Live sessions per user; signing in beyond this ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

/**
 * Session tokens: 32 random bytes, stored only as their SHA-256 (a copy of the database grants no session).
 * Logout deletes the row; a password reset deletes every row of the user.
 */
export function createTokenStore(db: Db) {
  const insert = db.prepare(
    'INSERT INTO user_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  // A token only counts while the account is active: a cancellation request ends every session.
  const lookup = db.prepare(
    `SELECT t.user_id AS userId FROM user_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = ? AND t.expires_at > ? AND u.cancel_at IS NULL`,
  );
  const purge = db.prepare('DELETE FROM user_tokens WHERE expires_at <= ?');
  const removeOne = db.prepare('DELETE FROM user_tokens WHERE token_hash = ?');
  const removeAll = db.prepare('DELETE FROM user_tokens WHERE user_id = ?');
  const trim = db.prepare(
    `DELETE FROM user_tokens WHERE user_id = ? AND token_hash NOT IN
       (SELECT token_hash FROM user_tokens WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?)`,
  );

  const issue = db.transaction((userId: number, now: number): IssuedToken => {
    const token = randomSecret();
    const expiresAt = now + TOKEN_TTL_MS;
    insert.run(sha256(token), userId, now, expiresAt);
    trim.run(userId, userId, MAX_SESSIONS_PER_USER);
    return { token, expiresAt };
  });

  return {
    issue: (userId: number, now = Date.now()): IssuedToken => issue(userId, now),
    /** The user behind a live token, or null (unknown, expired, revoked, or account in cancellation). */
    resolve(token: string | null | undefined, now = Date.now()): number | null {
      if (!token || token.length > 256) return null;
      const row = lookup.get(sha256(token), now) as { userId: number } | undefined;
      return row?.userId ?? null;
    },
    /** Ends one session (logout, or the old token of a device that signs in again). */
    revoke(token: string | null | undefined): void {
      if (token && token.length <= 256) removeOne.run(sha256(token));
    },
    /** Ends every session of a user (password reset). */
    revokeAll(userId: number): void {
      removeAll.run(userId);
    },
    purgeExpired(now = Date.now()): void {
      purge.run(now);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
