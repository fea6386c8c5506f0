import type { FastifyInstance } from 'fastify';
import type { CancelLogoutInput, CodeLogin, PasswordLogin, PasswordReset } from '@jincheng/shared/core';
import { ApiError, ok } from '../../http/envelope';
import { USER_CODES, wrongCredentials } from '../codes';
import type { UserDeps } from '../deps';
import { hashPassword, verifyPassword } from '../passwords';
import {
  altchaSchema,
  bodySchema,
  loginPasswordSchema,
  newPasswordSchema,
  phoneSchema,
  smsCodeSchema,
  userIdSchema,
} from '../schemas';
import { tokenOf } from '../sign-check';
import { defaultUserName } from '../users-repo';
import type { Passage } from '../sign-in-gates';
import { smsUnavailable } from './sms-routes';

const LOGIN_OK = '登录成功';

/** Runs `work` past a gate: the try counts (stays in the gate's count) only when it ends in `counted`. */
async function through<T>(passage: Passage, counted: number, work: () => Promise<T>): Promise<T> {
  try {
    const result = await work();
    await passage.settle(false);
    return result;
  } catch (error) {
    await passage.settle(error instanceof ApiError && error.retcode === counted);
    throw error;
  }
}
/** The cancelTicket of a cancellation-period answer (randomSecret: 32 bytes, base64url). */
const ticketSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } as const;

/**
 * login/user/pwd, login/user/code, login/user/forget, login/user/cancelLogout and login/user/logout (prefix
 * /userapi). Throttles and the refusal log come from deps.guards (sign-in-guards.ts).
 */
export function registerLoginRoutes(app: FastifyInstance, deps: UserDeps): void {
  const { users, smsCodes, login, guards, gates } = deps;

  // Past 5 wrong passwords on the account (from any network) a try needs a solved challenge (1014) unless
  // this device signed in to the account before; a right password then always works.
  app.post<{ Body: PasswordLogin }>(
    '/login/user/pwd',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema({ phone: phoneSchema, pwd: loginPasswordSchema, altcha: altchaSchema }, [
          'phone',
          'pwd',
        ]),
      },
      ...guards.password,
    },
    async (request, reply) => {
      const { phone, pwd, altcha } = request.body;
      const user = await users.findByPhone(phone);
      const passage = await gates.password(request, phone, user?.id, altcha);
      return through(passage, USER_CODES.wrongCredentials, async () => {
        const matches = await verifyPassword(pwd, user?.passwordHash);
        if (!user || !matches) throw wrongCredentials();
        const result = await login.complete(user, request);
        await gates.devices.trust(request, reply, user.id);
        return ok(result, LOGIN_OK);
      });
    },
  );

  // SMS sign-in doubles as sign-up: an unknown phone gets a new account once its code is proven.
  app.post<{ Body: CodeLogin }>(
    '/login/user/code',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema({ phone: phoneSchema, code: smsCodeSchema, altcha: altchaSchema }, [
          'phone',
          'code',
        ]),
      },
      ...guards.code,
    },
    async (request, reply) => {
      if (!deps.sms) throw smsUnavailable();
      const { phone, code, altcha } = request.body;
      const passage = await gates.code(phone, altcha);
      await through(passage, USER_CODES.codeWrong, () => smsCodes.verify(phone, code));
      const existing = await users.findByPhone(phone);
      const user =
        existing ?? (await users.findById(await users.create({ phone, userName: defaultUserName() })));
      if (!user) throw new ApiError(USER_CODES.accountClosed, '账号不存在', 404);
      const result = await login.complete(user, request);
      await gates.devices.trust(request, reply, user.id);
      return ok(result, LOGIN_OK);
    },
  );

  app.post<{ Body: PasswordReset }>(
    '/login/user/forget',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          { phone: phoneSchema, code: smsCodeSchema, pwd: newPasswordSchema, altcha: altchaSchema },
          ['phone', 'code', 'pwd'],
        ),
      },
      ...guards.code,
    },
    async (request, reply) => {
      if (!deps.sms) throw smsUnavailable();
      const { phone, code, pwd, altcha } = request.body;
      // The code first: until it is proven, a registered and an unregistered phone answer alike.
      const passage = await gates.code(phone, altcha);
      await through(passage, USER_CODES.codeWrong, () => smsCodes.verify(phone, code));
      const user = await users.findByPhone(phone);
      if (!user) throw new ApiError(USER_CODES.wrongCredentials, '该手机号未注册', 400);
      await users.setPassword(user.id, await hashPassword(pwd));
      // A new password ends every session the old one (or a thief) had.
      await deps.tokens.revokeAll(user.id);
      const result = await login.complete(user, request);
      await gates.devices.trust(request, reply, user.id);
      return ok(result, '密码已重置');
    },
  );

  app.post<{ Body: CancelLogoutInput }>(
    '/login/user/cancelLogout',
    {
      config: { cache: 'private' },
      schema: { body: bodySchema({ userId: userIdSchema, ticket: ticketSchema }, ['userId', 'ticket']) },
      ...guards.ticket,
    },
    async (request) => {
      const userId = Number(request.body.userId);
      const { token, expiresAt } = await login.revokeCancellation(userId, request.body.ticket, request);
      return ok({ token, userId: String(userId), expiresAt }, '已撤销注销');
    },
  );

  // Always answers 200 (an unknown or expired token is already signed out), so 退出登录 never fails.
  app.post('/login/user/logout', { config: { cache: 'private' } }, async (request) => {
    await deps.tokens.revoke(tokenOf(request));
    return ok(null, '已退出登录');
  });
}
