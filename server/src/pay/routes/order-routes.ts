import type { FastifyInstance } from 'fastify';
import type { PayStateQuery } from '@jincheng/shared/core';
import type { CreateOrderInput, TopUpOrder } from '@jincheng/shared/core';
import { ok } from '../../http/envelope';
import { payUnavailable } from '../codes';
import type { PayDeps } from '../deps';
import { toPayState } from '../order-service';
import { bodySchema, orderNoSchema } from '../schemas';

/** pay/packages, pay/order/create and pay/query/state (prefix /userapi), all signed. */
export function registerOrderRoutes(app: FastifyInstance, deps: PayDeps): void {
  app.post('/pay/packages', { config: { cache: 'private' } }, async (request) =>
    ok({
      ...(await deps.orders.catalogue(await deps.userOf(request))),
      payAvailable: deps.provider !== null,
    }),
  );

  app.post<{ Body: CreateOrderInput }>(
    '/pay/order/create',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          {
            amountFen: { type: 'integer', minimum: 1, maximum: 10_000_000 },
            payMethod: { type: 'string', enum: ['wechat', 'alipay'] },
            idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
          },
          ['amountFen', 'payMethod', 'idempotencyKey'],
        ),
      },
    },
    async (request) => {
      const userId = await deps.requireUser(request);
      if (!deps.provider) throw payUnavailable();
      const order = await deps.orders.create(userId, request.body);
      const { cashierUrl, qrText } = await deps.provider.checkout(order, request);
      const svg = await deps.qrSvg(qrText);
      const answer: TopUpOrder = {
        ...toPayState(order),
        cashierUrl,
        qrImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      };
      return ok(answer, '订单已创建');
    },
  );

  app.post<{ Body: PayStateQuery }>(
    '/pay/query/state',
    { config: { cache: 'private' }, schema: { body: bodySchema({ orderNo: orderNoSchema }, ['orderNo']) } },
    async (request) => {
      const userId = await deps.requireUser(request);
      return ok(toPayState(await deps.orders.state(userId, request.body.orderNo)));
    },
  );
}
