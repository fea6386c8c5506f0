import type { FastifyInstance } from 'fastify';
import type { SmsSent } from '@jincheng/shared/core';
import { ApiError, ok } from '../../http/envelope';
import { USER_CODES } from '../codes';
import type { UserDeps } from '../deps';
import { altchaSchema, bodySchema, phoneSchema } from '../schemas';
import { SMS_RESEND_INTERVAL_MS } from '../sms/sms-codes';

export const smsUnavailable = () =>
  new ApiError(USER_CODES.smsUnavailable, '短信服务暂未开放，请使用密码登录', 503);

/**
 * msm/send (prefix /userapi): the spec's path, typo included. The answer is the same whether or not the phone
 * has an account (SMS sign-in is also sign-up). Sends are limited per client network (429); past the free
 * sends of the phone, the network or the number prefix, or the service's daily ceiling, a send needs a solved
 * challenge (1014, sign-in-gates.ts). Nobody is refused for what others sent.
 */
export function registerSmsRoutes(app: FastifyInstance, deps: UserDeps): void {
  app.post<{ Body: { phone: string; altcha?: string } }>(
    '/msm/send',
    {
      config: { cache: 'private' },
      schema: { body: bodySchema({ phone: phoneSchema, altcha: altchaSchema }, ['phone']) },
      ...deps.guards.sms,
    },
    async (request) => {
      const sender = deps.sms;
      if (!sender) throw smsUnavailable();
      const { phone, altcha } = request.body;
      const passage = await deps.gates.sms(request, phone, altcha);
      try {
        const code = await deps.smsCodes.issue(phone);
        await sender.send(phone, code);
      } catch (error) {
        await passage.settle(false);
        throw error;
      }
      await passage.settle(true);
      const sent: SmsSent = { resendAfter: SMS_RESEND_INTERVAL_MS / 1000 };
      return ok(sent, '验证码已发送');
    },
  );
}
