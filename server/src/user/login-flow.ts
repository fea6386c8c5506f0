import type { FastifyRequest } from 'fastify';
import type { LoginResult } from '../../../shared/src/api/user/types';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';
import { equipmentOf } from './sign-check';
import type { TokenStore } from './tokens';
import type { UserRow, UsersRepo } from './users-repo';

/** How long after a credential check in the cancellation period the same device may revoke it. */
export const REVOKE_WINDOW_MS = 10 * 60 * 1000;

/**
 * The end of every sign-in path (password, SMS code, password reset, WeChat). An account in its cancellation
 * period gets no token: it answers logoutTime and userId (seed spec §4), and the device that proved the
 * credentials may call cancelLogout for a short while. That guard matters because cancelLogout carries only
 * a userId.
 */
export function createLoginFlow(db: Db, users: UsersRepo, tokens: TokenStore) {
  const allowRevoke = db.prepare(
    `INSERT INTO cancel_revocations (user_id, equipment, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, equipment) DO UPDATE SET expires_at = excluded.expires_at`,
  );
  const findRevoke = db.prepare(
    'SELECT 1 FROM cancel_revocations WHERE user_id = ? AND equipment = ? AND expires_at > ?',
  );
  const clearRevokes = db.prepare('DELETE FROM cancel_revocations WHERE user_id = ?');

  function complete(user: UserRow, request: FastifyRequest, openId?: string, now = Date.now()): LoginResult {
    const extra = openId ? { openId } : {};
    if (user.cancelAt !== null) {
      if (user.cancelAt <= now) throw new ApiError(USER_CODES.accountClosed, '该账号已注销', 403);
      allowRevoke.run(user.id, equipmentOf(request), now + REVOKE_WINDOW_MS);
      return { logoutTime: user.cancelAt, userId: String(user.id), ...extra };
    }
    const { token, expiresAt } = tokens.issue(user.id, now);
    return { token, userId: String(user.id), expiresAt, ...extra };
  }

  const revoke = db.transaction((userId: number, request: FastifyRequest, now: number) => {
    const user = users.findById(userId);
    const allowed = user && user.cancelAt !== null && user.cancelAt > now;
    if (!allowed || !findRevoke.get(userId, equipmentOf(request), now)) {
      throw new ApiError(USER_CODES.revokeRefused, '无法撤销注销，请先使用该账号登录后再试', 403);
    }
    users.setCancelAt(userId, null);
    clearRevokes.run(userId);
    return tokens.issue(userId, now);
  });

  return {
    complete,
    /** Ends the cancellation period of an account that just proved its credentials from this device. */
    revokeCancellation: (userId: number, request: FastifyRequest, now = Date.now()) =>
      revoke(userId, request, now),
  };
}

export type LoginFlow = ReturnType<typeof createLoginFlow>;
