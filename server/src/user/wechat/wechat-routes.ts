import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import type { UserDeps } from '../deps';
import { bodySchema } from '../schemas';
import { renderAuthorizePage } from './authorize-page';
import { resolveRedirectTarget } from './redirect-target';
import { DEMO_WECHAT_USERS, createWechatIdentities } from './wechat-identities';

/** Paths under /userapi that a browser opens directly, so they carry no request signature. */
export const WECHAT_PAGE_PATH = '/wechat/authorize';

const pageInput = {
  state: { type: 'string', maxLength: 1024, default: '' },
  redirect_uri: { type: 'string', maxLength: 512 },
} as const;

interface PageInput {
  state: string;
  redirect_uri?: string;
}

/** The WeChat-style sign-in: stand-in authorisation page, its confirm POST, and login/user/weChatAuth. */
export function registerWechatRoutes(app: FastifyInstance, deps: UserDeps): void {
  const identities = createWechatIdentities(deps.db, deps.users);

  app.get<{ Querystring: PageInput }>(
    WECHAT_PAGE_PATH,
    { schema: { querystring: { type: 'object', properties: pageInput } } },
    async (request, reply) => {
      resolveRedirectTarget(request.query.redirect_uri, request.host);
      const html = renderAuthorizePage({
        state: request.query.state,
        redirectUri: request.query.redirect_uri,
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );

  app.post<{ Body: PageInput & { openId: string } }>(
    WECHAT_PAGE_PATH,
    {
      schema: {
        body: bodySchema(
          { ...pageInput, openId: { type: 'string', enum: DEMO_WECHAT_USERS.map((u) => u.openId) } },
          ['openId'],
        ),
      },
    },
    async (request, reply) => {
      const target = resolveRedirectTarget(request.body.redirect_uri, request.host);
      const identity = DEMO_WECHAT_USERS.find((u) => u.openId === request.body.openId);
      if (!identity) throw new ApiError(400, '未知的微信用户', 400);
      const code = identities.issueCode(identity);
      const query = new URLSearchParams({ code, state: request.body.state });
      return reply.redirect(`${target}?${query.toString()}`, 302);
    },
  );

  app.post<{ Body: { code: string; type: number } }>(
    '/login/user/weChatAuth',
    {
      schema: {
        body: bodySchema(
          {
            code: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
            type: { type: 'integer', enum: [2] },
          },
          ['code', 'type'],
        ),
      },
    },
    async (request) => {
      const { user, openId } = identities.exchange(request.body.code);
      return ok(deps.login.complete(user, request, openId), '登录成功');
    },
  );
}
