import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { PAY_CODES } from '../codes';
import type { StandinPayDeps } from '../deps';
import { verifyNotification, type SignedNotification } from '../notify-signature';
import { bodySchema, orderNoSchema } from '../schemas';

export const NOTIFY_PATH = '/pay/notify';

/**
 * pay/notify (prefix /userapi): the payment provider's callback. Not signed like the web client's calls but
 * with the provider's HMAC; a repeated notification is acknowledged again and credits nothing.
 */
export function registerNotifyRoutes(app: FastifyInstance, deps: StandinPayDeps): void {
  app.post<{ Body: SignedNotification }>(
    NOTIFY_PATH,
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          {
            orderNo: orderNoSchema,
            tradeNo: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
            amountFen: { type: 'integer', minimum: 0 },
            tradeStatus: { type: 'string', enum: ['SUCCESS', 'FAIL'] },
            notifyTime: { type: 'integer', minimum: 0 },
            nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
            sign: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' },
          },
          ['orderNo', 'tradeNo', 'amountFen', 'tradeStatus', 'notifyTime', 'nonce', 'sign'],
        ),
      },
    },
    async (request) => {
      if (!verifyNotification(request.body, deps.providerSecret))
        throw new ApiError(PAY_CODES.badNotifySign, '支付通知签名无效', 401);
      const { sign: _sign, ...notification } = request.body;
      const { order, credited } = await deps.orders.applyNotification(notification);
      return ok({ orderNo: order.orderNo, state: order.state, credited }, 'success');
    },
  );
}
