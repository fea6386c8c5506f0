import type { FastifyInstance } from 'fastify';
import type { CodeLogin, PasswordLogin, PasswordReset } from '../../../../shared/src/api/user/types';
import { ApiError, ok } from '../../http/envelope';
import { USER_CODES, wrongCredentials } from '../codes';
import type { UserDeps } from '../deps';
import { hashPassword, verifyPassword } from '../passwords';
import {
  bodySchema,
  loginPasswordSchema,
  newPasswordSchema,
  phoneSchema,
  smsCodeSchema,
  userIdSchema,
} from '../schemas';
import { defaultUserName } from '../users-repo';

const LOGIN_OK = '登录成功';

/** login/user/pwd, login/user/code, login/user/forget, login/user/cancelLogout (prefix /userapi). */
export function registerLoginRoutes(app: FastifyInstance, deps: UserDeps): void {
  const { users, smsCodes, login } = deps;

  app.post<{ Body: PasswordLogin }>(
    '/login/user/pwd',
    { schema: { body: bodySchema({ phone: phoneSchema, pwd: loginPasswordSchema }, ['phone', 'pwd']) } },
    async (request) => {
      const user = users.findByPhone(request.body.phone);
      const matches = await verifyPassword(request.body.pwd, user?.passwordHash);
      if (!user || !matches) throw wrongCredentials();
      return ok(login.complete(user, request), LOGIN_OK);
    },
  );

  // SMS sign-in doubles as sign-up: an unknown phone gets a new account once its code is proven.
  app.post<{ Body: CodeLogin }>(
    '/login/user/code',
    { schema: { body: bodySchema({ phone: phoneSchema, code: smsCodeSchema }, ['phone', 'code']) } },
    async (request) => {
      const { phone, code } = request.body;
      smsCodes.verify(phone, code);
      const existing = users.findByPhone(phone);
      const user = existing ?? users.findById(users.create({ phone, userName: defaultUserName(phone) }));
      if (!user) throw new ApiError(USER_CODES.accountClosed, '账号不存在', 404);
      return ok(login.complete(user, request), LOGIN_OK);
    },
  );

  app.post<{ Body: PasswordReset }>(
    '/login/user/forget',
    {
      schema: {
        body: bodySchema({ phone: phoneSchema, code: smsCodeSchema, pwd: newPasswordSchema }, [
          'phone',
          'code',
          'pwd',
        ]),
      },
    },
    async (request) => {
      const { phone, code, pwd } = request.body;
      const user = users.findByPhone(phone);
      // Checked before the code, so a code is not spent on a number that has no account.
      if (!user) throw new ApiError(USER_CODES.wrongCredentials, '该手机号未注册', 400);
      smsCodes.verify(phone, code);
      users.setPassword(user.id, await hashPassword(pwd));
      return ok(login.complete(user, request), '密码已重置');
    },
  );

  app.post<{ Body: { userId: string } }>(
    '/login/user/cancelLogout',
    { schema: { body: bodySchema({ userId: userIdSchema }, ['userId']) } },
    async (request) => {
      const userId = Number(request.body.userId);
      const { token, expiresAt } = login.revokeCancellation(userId, request);
      return ok({ token, userId: String(userId), expiresAt }, '已撤销注销');
    },
  );
}
