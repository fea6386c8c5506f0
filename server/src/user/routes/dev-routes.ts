import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/envelope';
import type { LocalSmsSender } from '../sms/sms-sender';
import { phoneSchema } from '../schemas';

/**
 * `GET /__dev/sms/:phone` → `{ "code": "123456" }`: the local SMS outbox, so a developer or an end-to-end test
 * can sign in by code without a phone. Registered only with the local sender outside production.
 */
export function registerDevSmsOutbox(app: FastifyInstance, sender: LocalSmsSender): void {
  app.get<{ Params: { phone: string } }>(
    '/__dev/sms/:phone',
    {
      config: { cache: 'own' },
      schema: { params: { type: 'object', required: ['phone'], properties: { phone: phoneSchema } } },
    },
    async (request, reply) => {
      const code = await sender.latest(request.params.phone);
      if (!code) throw new ApiError(404, '该号码还没有收到验证码', 404);
      return reply.header('cache-control', 'no-store').send({ code });
    },
  );
}
