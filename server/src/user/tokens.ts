import { sql } from 'kysely';
import type { Db, Exec } from '../db/database';
import { changes, inTransaction } from '../db/query';
import { randomSecret, sha256 } from './secrets';

export const TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Live sessions per user; signing in beyond this ends the oldest. */
export const MAX_SESSIONS_PER_USER = 50;

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

/** A live session: its user and when it passed an operator's second factor (null: not this session). */
export interface Session {
  userId: number;
  secondFactorAt: number | null;
}

/**
 * Session tokens: 32 random bytes, stored only as their SHA-256 (a copy of the database grants no session).
 * Logout deletes the row; a password reset or change and 退出所有设备 delete every row of the user.
 */
export function createTokenStore(db: Db) {
  const issue = (userId: number, now: number, exec: Exec): Promise<IssuedToken> =>
    inTransaction(exec, async (trx) => {
      const token = randomSecret();
      const expiresAt = now + TOKEN_TTL_MS;
      await trx
        .insertInto('user_tokens')
        .values({ token_hash: sha256(token), user_id: userId, created_at: now, expires_at: expiresAt })
        .execute();
      await changes(
        trx,
        sql`DELETE FROM user_tokens WHERE user_id = ${userId} AND token_hash NOT IN
          (SELECT token_hash FROM user_tokens WHERE user_id = ${userId}
           ORDER BY created_at DESC, token_hash DESC LIMIT ${MAX_SESSIONS_PER_USER})`,
      );
      return { token, expiresAt };
    });

  return {
    issue: (userId: number, now = Date.now(), exec: Exec = db.qb): Promise<IssuedToken> =>
      issue(userId, now, exec),
    /** The user behind a live token, or null (unknown, expired, revoked, or account in cancellation). */
    async resolve(token: string | null | undefined, now = Date.now()): Promise<number | null> {
      if (!token || token.length > 256) return null;
      // A token only counts while the account is active: a cancellation request ends every session.
      const row = await db.qb
        .selectFrom('user_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select('t.user_id')
        .where('t.token_hash', '=', sha256(token))
        .where('t.expires_at', '>', now)
        .where('u.cancel_at', 'is', null)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    /** The live session behind a token, or null (as `resolve`). */
    async session(token: string | null | undefined, now = Date.now()): Promise<Session | null> {
      if (!token || token.length > 256) return null;
      const row = await db.qb
        .selectFrom('user_tokens as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.user_id as userId', 't.second_factor_at as secondFactorAt'])
        .where('t.token_hash', '=', sha256(token))
        .where('t.expires_at', '>', now)
        .where('u.cancel_at', 'is', null)
        .executeTakeFirst();
      return row ?? null;
    },
    /** Records that this session passed the second factor now (an operator's step-up). */
    async markSecondFactor(token: string, now = Date.now()): Promise<void> {
      await db.qb
        .updateTable('user_tokens')
        .set({ second_factor_at: now })
        .where('token_hash', '=', sha256(token))
        .execute();
    },
    /** Ends one session (logout, or the old token of a device that signs in again). */
    async revoke(token: string | null | undefined, exec: Exec = db.qb): Promise<void> {
      if (token && token.length <= 256)
        await exec.deleteFrom('user_tokens').where('token_hash', '=', sha256(token)).execute();
    },
    /** Ends every session of a user (password reset or change, 退出所有设备); answers how many ended. */
    async revokeAll(userId: number, exec: Exec = db.qb): Promise<number> {
      const result = await exec.deleteFrom('user_tokens').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async purgeExpired(now = Date.now()): Promise<void> {
      await db.qb.deleteFrom('user_tokens').where('expires_at', '<=', now).execute();
    },
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
