import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PasswordChange, SignedIn } from '@jincheng/shared/core';
import { ApiError, ok } from '../../http/envelope';
import type { Throttle } from '../../security/throttle';
import type { ThrottleRules } from '../../security/throttle-rules';
import { USER_CODES } from '../codes';
import type { UserDeps } from '../deps';
import { hashPassword, verifyPassword } from '../passwords';
import { bodySchema, loginPasswordSchema, newPasswordSchema } from '../schemas';

export const PASSWORD_CHANGED = '密码已修改，其他设备已退出登录';
export const SIGNED_OUT_EVERYWHERE = '已在所有设备退出登录';

/**
 * base/update/password and login/user/logoutAll (prefix /userapi; docs/userapi.md, "Password change and
 * sign out everywhere"). Both need a live token.
 *
 * A password change needs the current password, checks the new one as sign-up and reset do, ends every
 * session of the account (a thief's included) and answers a new token for this device. Wrong current
 * passwords are throttled per user and per client network. 退出所有设备 ends every session, this one too.
 */
export function registerPasswordRoutes(
  app: FastifyInstance,
  deps: UserDeps,
  throttle: Throttle,
  rules: ThrottleRules | null,
): void {
  const { users, tokens } = deps;

  // The caller is known before the throttle runs, so it counts per user.
  const callers = new WeakMap<FastifyRequest, number>();
  const guard = throttle.failures(
    [
      {
        name: 'pwd-change-user',
        tiers: rules?.passwordChangeUser ?? [],
        key: (request) => {
          const id = callers.get(request);
          return id === undefined ? undefined : String(id);
        },
      },
      { name: 'pwd-change-ip', tiers: rules?.passwordChangeIp ?? [] },
    ],
    [USER_CODES.currentPasswordWrong],
  );

  app.post<{ Body: PasswordChange }>(
    '/base/update/password',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema({ oldPwd: loginPasswordSchema, pwd: newPasswordSchema }, ['oldPwd', 'pwd']),
      },
      preHandler: [
        async (request: FastifyRequest) => {
          callers.set(request, await deps.requireUser(request));
        },
        guard.preHandler,
      ],
      onError: guard.onError,
      onResponse: guard.onResponse,
    },
    async (request) => {
      const userId = callers.get(request) ?? (await deps.requireUser(request));
      const user = await users.findById(userId);
      if (!user) throw new ApiError(USER_CODES.loginInvalid, '登录状态已失效，请重新登录', 401);
      if (user.passwordHash === null)
        throw new ApiError(
          USER_CODES.noPasswordYet,
          '该账号还没有设置密码，请退出后在登录框用「忘记密码」设置',
          400,
        );
      const { oldPwd, pwd } = request.body;
      if (!(await verifyPassword(oldPwd, user.passwordHash)))
        throw new ApiError(USER_CODES.currentPasswordWrong, '当前密码不正确，请重新输入', 400);
      if (pwd === oldPwd)
        throw new ApiError(USER_CODES.passwordUnchanged, '新密码不能与当前密码相同，请换一个', 400);
      const hash = await hashPassword(pwd);
      const now = Date.now();
      const session = await deps.db.qb.transaction().execute(async (trx) => {
        await users.setPassword(userId, hash, { mustChange: false }, trx);
        // Every session ends, this one included; this device gets a fresh token in the same transaction.
        await tokens.revokeAll(userId, trx);
        return tokens.issue(userId, now, trx);
      });
      const answer: SignedIn = { token: session.token, userId: String(userId), expiresAt: session.expiresAt };
      request.log.warn({ event: 'password-changed', userId }, 'password changed, other sessions ended');
      return ok(answer, PASSWORD_CHANGED);
    },
  );

  app.post('/login/user/logoutAll', { config: { cache: 'private' } }, async (request) => {
    const userId = await deps.requireUser(request);
    const ended = await tokens.revokeAll(userId);
    request.log.warn({ event: 'signed-out-everywhere', userId, sessions: ended }, 'signed out everywhere');
    // The token this request came with is gone too: the client signs out here as well.
    return ok({ sessions: ended }, SIGNED_OUT_EVERYWHERE);
  });
}
