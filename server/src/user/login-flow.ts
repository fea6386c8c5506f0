import type { FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../shared/src/api/user/types';
import type { Db } from '../db/database';
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
 */
export function createLoginFlow(db: Db, users: UsersRepo, tokens: TokenStore) {
  const insertTicket = db.prepare(
    'INSERT INTO cancel_tickets (ticket_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const purgeTickets = db.prepare('DELETE FROM cancel_tickets WHERE expires_at <= ?');
  const takeTicket = db.prepare(
    'DELETE FROM cancel_tickets WHERE ticket_hash = ? AND user_id = ? AND expires_at > ? RETURNING user_id',
  );
  const clearTickets = db.prepare('DELETE FROM cancel_tickets WHERE user_id = ?');

  const signIn = (userId: number, request: FastifyRequest, now: number) => {
    tokens.revoke(tokenOf(request));
    return tokens.issue(userId, now);
  };

  function complete(user: UserRow, request: FastifyRequest, openId?: string, now = Date.now()): LoginResult {
    const extra = openId ? { openId } : {};
    if (user.cancelAt !== null) {
      if (user.cancelAt <= now) throw new ApiError(USER_CODES.accountClosed, '该账号已注销', 403);
      purgeTickets.run(now);
      const cancelTicket = randomSecret();
      insertTicket.run(sha256(cancelTicket), user.id, now + CANCEL_TICKET_TTL_MS);
      return { logoutTime: user.cancelAt, userId: String(user.id), cancelTicket, ...extra };
    }
    const { token, expiresAt } = signIn(user.id, request, now);
    return { token, userId: String(user.id), expiresAt, ...extra };
  }

  const revoke = db.transaction((userId: number, ticket: string, request: FastifyRequest, now: number) => {
    const user = users.findById(userId);
    const inPeriod = user !== undefined && user.cancelAt !== null && user.cancelAt > now;
    if (!takeTicket.get(sha256(ticket), userId, now) || !inPeriod) {
      throw new ApiError(USER_CODES.revokeRefused, '无法撤销注销，请先使用该账号登录后再试', 403);
    }
    users.setCancelAt(userId, null);
    clearTickets.run(userId);
    return signIn(userId, request, now);
  });

  return {
    complete,
    /** Ends the cancellation period of an account whose ticket (from a correct login) comes back in time. */
    revokeCancellation: (userId: number, ticket: string, request: FastifyRequest, now = Date.now()) =>
      revoke(userId, ticket, request, now),
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
