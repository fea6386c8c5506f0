import type { FastifyInstance } from 'fastify';
import type { Capabilities } from '@jincheng/shared/core';
import type { ModuleContext } from '../../module-context';
import { ok } from '../../http/envelope';

/**
 * capabilities (prefix /userapi, signed, no token): which of pay, SMS and WeChat this server offers, so the
 * login dialog and the top-up screen can say 暂未开放 up front instead of failing on submit.
 */
export function registerCapabilitiesRoute(app: FastifyInstance, ctx: ModuleContext): void {
  const { pay, sms, wechat } = ctx.providers;
  const answer: Capabilities = {
    pay: pay !== null,
    sms: sms !== null,
    wechat: wechat !== null,
    wechatAuthorizeUrl: wechat?.authorizeUrl ?? '',
    demo: ctx.config.demo,
  };
  app.post('/capabilities', { config: { cache: 'private' } }, async () => ok(answer));
}
