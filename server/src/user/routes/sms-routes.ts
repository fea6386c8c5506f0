import type { FastifyInstance } from 'fastify';
import type { SmsSent } from '../../../../shared/src/api/user/types';
import { ok } from '../../http/envelope';
import type { UserDeps } from '../deps';
import { bodySchema, phoneSchema } from '../schemas';
import { SMS_RESEND_INTERVAL_MS } from '../sms/sms-codes';

/** msm/send (prefix /userapi): the spec's path, typo included. */
export function registerSmsRoutes(app: FastifyInstance, deps: UserDeps): void {
  app.post<{ Body: { phone: string } }>(
    '/msm/send',
    { schema: { body: bodySchema({ phone: phoneSchema }, ['phone']) } },
    async (request) => {
      const { phone } = request.body;
      const code = deps.smsCodes.issue(phone);
      await deps.sms.send(phone, code);
      const sent: SmsSent = { resendAfter: SMS_RESEND_INTERVAL_MS / 1000 };
      return ok(sent, '验证码已发送');
    },
  );
}
