import type { Db } from '../db/database';
import { randomSecret, sha256 } from './secrets';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

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

  return {
    issue(userId: number, now = Date.now()): IssuedToken {
      const token = randomSecret();
      const expiresAt = now + TOKEN_TTL_MS;
      insert.run(sha256(token), userId, now, expiresAt);
      return { token, expiresAt };
    },
    /** The user behind a live token, or null (unknown, expired, or account in cancellation). */
    resolve(token: string | null | undefined, now = Date.now()): number | null {
      if (!token || token.length > 256) return null;
      const row = lookup.get(sha256(token), now) as { userId: number } | undefined;
      return row?.userId ?? null;
    },
    purgeExpired(now = Date.now()): void {
      purge.run(now);
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
