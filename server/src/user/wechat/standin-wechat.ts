import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { bodySchema } from '../schemas';
import { randomSecret, sha256 } from '../secrets';
import { renderAuthorizePage } from './authorize-page';
import { issueFormToken, refuseCrossSite } from './cross-site';
import { resolveRedirectTarget } from './redirect-target';
import { DEMO_WECHAT_USERS, type DemoWechatUser } from './wechat-identities';
import type { WechatIdentity, WechatProvider } from './wechat-provider';

/** The stand-in's authorisation page (prefix /userapi); a browser opens it, so it carries no web sign. */
export const WECHAT_PAGE_PATH = '/wechat/authorize';
export const WECHAT_CODE_TTL_MS = 5 * 60 * 1000;

const pageInput = {
  state: { type: 'string', maxLength: 1024, default: '' },
  redirect_uri: { type: 'string', maxLength: 512 },
} as const;

interface PageInput {
  state: string;
  redirect_uri?: string;
}

/**
 * The WeChat stand-in of a demo run: a page that plays the phone's "confirm sign-in" screen for the demo
 * WeChat users and issues one-time codes (5 minutes, single use, stored hashed), as WeChat's redirect does.
 */
export function createStandinWechat(db: Db): WechatProvider {
  const issueCode = async (identity: DemoWechatUser, now = Date.now()) => {
    const code = randomSecret(24);
    await db.qb
      .insertInto('wechat_codes')
      .values({
        code_hash: sha256(code),
        open_id: identity.openId,
        nickname: identity.nickname,
        expires_at: now + WECHAT_CODE_TTL_MS,
      })
      .execute();
    return code;
  };

  function register(app: FastifyInstance): void {
    app.get<{ Querystring: PageInput }>(
      WECHAT_PAGE_PATH,
      { config: { cache: 'own' }, schema: { querystring: { type: 'object', properties: pageInput } } },
      async (request, reply) => {
        resolveRedirectTarget(request.query.redirect_uri, request.host);
        const html = renderAuthorizePage({
          state: request.query.state,
          redirectUri: request.query.redirect_uri,
          formToken: issueFormToken(request, reply),
          styleNonce: reply.cspNonce.style,
        });
        return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
      },
    );

    app.post<{ Body: PageInput & { openId: string; form?: string } }>(
      WECHAT_PAGE_PATH,
      {
        config: { cache: 'private' },
        schema: {
          body: bodySchema(
            {
              ...pageInput,
              openId: { type: 'string', enum: DEMO_WECHAT_USERS.map((u) => u.openId) },
              form: { type: 'string', maxLength: 64 },
            },
            ['openId'],
          ),
        },
      },
      async (request, reply) => {
        refuseCrossSite(request, request.body.form);
        const target = resolveRedirectTarget(request.body.redirect_uri, request.host);
        const identity = DEMO_WECHAT_USERS.find((u) => u.openId === request.body.openId);
        if (!identity) throw new ApiError(400, '未知的微信用户', 400);
        const query = new URLSearchParams({ code: await issueCode(identity), state: request.body.state });
        return reply.redirect(`${target}?${query.toString()}`, 302);
      },
    );
  }

  return {
    name: 'standin',
    authorizeUrl: `/userapi${WECHAT_PAGE_PATH}`,
    unsignedPaths: [WECHAT_PAGE_PATH],
    register,
    async exchange(code: string): Promise<WechatIdentity | null> {
      const now = Date.now();
      // One UPDATE … RETURNING: a code is taken once, whichever instance the redirect reaches.
      const row = await db.qb
        .updateTable('wechat_codes')
        .set({ consumed_at: now })
        .where('code_hash', '=', sha256(code))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['open_id as openId', 'nickname'])
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
