import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { USER_CODES } from '../codes';
import type { UserDeps } from '../deps';
import { bodySchema } from '../schemas';
import { createWechatAccounts } from './wechat-identities';

export const WECHAT_AUTH_PATH = '/login/user/weChatAuth';

/** login/user/weChatAuth (prefix /userapi): the one-time code from /loginPage for a session. */
export function registerWechatRoutes(app: FastifyInstance, deps: UserDeps): void {
  const accounts = createWechatAccounts(deps.db, deps.users);

  app.post<{ Body: { code: string; type: number } }>(
    WECHAT_AUTH_PATH,
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          {
            code: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
            type: { type: 'integer', enum: [2] },
          },
          ['code', 'type'],
        ),
      },
      ...deps.guards.ticket,
    },
    async (request) => {
      if (!deps.wechat)
        throw new ApiError(USER_CODES.wechatUnavailable, '微信登录暂未开放，请使用手机号登录', 503);
      const identity = await deps.wechat.exchange(request.body.code);
      if (!identity)
        throw new ApiError(USER_CODES.wechatCodeInvalid, '微信授权码无效或已过期，请重新扫码', 400);
      const user = await accounts.userFor(identity);
      return ok(await deps.login.complete(user, request, identity.openId), '登录成功');
    },
  );
}
