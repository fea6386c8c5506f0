import type { FastifyRequest } from 'fastify';
import type { LoginResult } from '@jincheng/shared/core';
import type { Db, Exec } from '../db/database';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';
import { randomSecret, sha256 } from './secrets';
import { tokenOf } from './sign-check';
import type { TokenStore } from './tokens';
import type { UserRow, UsersRepo } from './users-repo';

/** How long the ticket of a cancellation-period answer may be used for cancelLogout. */
export const CANCEL_TICKET_TTL_MS = 10 * 60 * 1000;

/**
 * The end of every sign-in path (password, SMS code, password reset, WeChat). An account in its cancellation
 * period gets no token: it answers logoutTime and userId (seed spec §4) plus a one-time `cancelTicket`,
 * which only a caller that just passed the credential check holds; cancelLogout needs it back. A session
 * token answers everything else, and the token the device presented before (if any) ends: tokens rotate.
 * Tickets live in the database, so the cancelLogout may reach another instance than the login did.
 */
export function createLoginFlow(db: Db, users: UsersRepo, tokens: TokenStore) {
  const signIn = async (userId: number, request: FastifyRequest, now: number, exec: Exec = db.qb) => {
    await tokens.revoke(tokenOf(request), exec);
    return tokens.issue(userId, now, exec);
  };

  async function complete(
    user: UserRow,
    request: FastifyRequest,
    openId?: string,
    now = Date.now(),
  ): Promise<LoginResult> {
    const extra = openId ? { openId } : {};
    if (user.cancelAt !== null) {
      if (user.cancelAt <= now) throw new ApiError(USER_CODES.accountClosed, '该账号已注销', 403);
      await db.qb.deleteFrom('cancel_tickets').where('expires_at', '<=', now).execute();
      const cancelTicket = randomSecret();
      await db.qb
        .insertInto('cancel_tickets')
        .values({
          ticket_hash: sha256(cancelTicket),
          user_id: user.id,
          expires_at: now + CANCEL_TICKET_TTL_MS,
        })
        .execute();
      return { logoutTime: user.cancelAt, userId: String(user.id), cancelTicket, ...extra };
    }
    const { token, expiresAt } = await signIn(user.id, request, now);
    return { token, userId: String(user.id), expiresAt, ...extra };
  }

  const revoke = (userId: number, ticket: string, request: FastifyRequest, now: number) =>
    db.qb.transaction().execute(async (trx) => {
      const user = await users.findById(userId, trx);
      const inPeriod = user !== undefined && user.cancelAt !== null && user.cancelAt > now;
      // DELETE … RETURNING takes the ticket atomically: two requests with the same ticket, one wins.
      const taken = await trx
        .deleteFrom('cancel_tickets')
        .where('ticket_hash', '=', sha256(ticket))
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!taken || !inPeriod) {
        throw new ApiError(USER_CODES.revokeRefused, '无法撤销注销，请先使用该账号登录后再试', 403);
      }
      await users.setCancelAt(userId, null, trx);
      await trx.deleteFrom('cancel_tickets').where('user_id', '=', userId).execute();
      return signIn(userId, request, now, trx);
    });

  return {
    complete,
    /** Ends the cancellation period of an account whose ticket (from a correct login) comes back in time. */
    revokeCancellation: (userId: number, ticket: string, request: FastifyRequest, now = Date.now()) =>
      revoke(userId, ticket, request, now),
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
