import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { StandinPayDeps } from '../deps';
import { renderCashierError, renderCashierPage } from '../cashier/cashier-page';
import { isCashierKey, signNotification } from '../notify-signature';
import type { OrderRow } from '../orders-repo';
import { orderNoSchema } from '../schemas';
import { NOTIFY_PATH } from './notify-routes';

/** Paths of the stand-in cashier (prefix /userapi); a browser opens them, so they carry no request sign. */
export const CASHIER_PATHS = [
  '/pay/cashier/:orderNo',
  '/pay/cashier/:orderNo/confirm',
  '/pay/cashier/:orderNo/cancel',
];

interface CashierRequest {
  Params: { orderNo: string };
  Querystring: { key: string };
  Body: { key: string };
}

const keySchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[0-9a-f]{32}$' } },
} as const;
const paramsSchema = {
  type: 'object',
  required: ['orderNo'],
  properties: { orderNo: orderNoSchema },
} as const;

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

/**
 * The payment provider's cashier, played by this server (docs/topup.md): GET shows the order, its QR code and
 * 确认支付 / 取消; confirming sends the provider's signed notification to pay/notify, exactly as a provider
 * callback arrives, then shows the outcome (post/redirect/get, so a reload never pays twice).
 */
export function registerCashierRoutes(app: FastifyInstance, deps: StandinPayDeps): void {
  const [pagePath, confirmPath, cancelPath] = CASHIER_PATHS as [string, string, string];

  const orderFor = async (orderNo: string, key: string): Promise<OrderRow | undefined> => {
    const order = await deps.orders.findForCashier(orderNo);
    return order && isCashierKey(orderNo, key, deps.providerSecret) ? order : undefined;
  };
  const pageUrl = (orderNo: string, key: string) =>
    `/userapi/pay/cashier/${encodeURIComponent(orderNo)}?key=${encodeURIComponent(key)}`;
  const notFound = (reply: FastifyReply) =>
    html(reply, 404, renderCashierError('订单不存在或链接已失效', reply.cspNonce.style));

  app.get<CashierRequest>(
    pagePath,
    { config: { cache: 'own' }, schema: { params: paramsSchema, querystring: keySchema } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const order = await orderFor(orderNo, request.query.key);
      if (!order) return notFound(reply);
      const qrSvg = await deps.qrSvg(deps.cashierUrl(request, orderNo));
      const styleNonce = reply.cspNonce.style;
      return html(reply, 200, renderCashierPage({ order, key: request.query.key, qrSvg, styleNonce }));
    },
  );

  app.post<CashierRequest>(
    confirmPath,
    { config: { cache: 'private' }, schema: { params: paramsSchema, body: keySchema } },
    async (request, reply) => {
      const { orderNo } = request.params;
      const order = await orderFor(orderNo, request.body.key);
      if (!order) return notFound(reply);
      if (order.state === 'pending') {
        const notification = signNotification(
          {
            orderNo,
            tradeNo: `SB${Date.now()}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`,
            amountFen: order.amountFen,
            tradeStatus: 'SUCCESS',
            notifyTime: Date.now(),
            nonce: crypto.randomBytes(12).toString('base64url'),
          },
          deps.providerSecret,
        );
        const answer = await app.inject({
          method: 'POST',
          url: `/userapi${NOTIFY_PATH}`,
          payload: notification,
        });
        const body = answer.json<{ retcode: number; retmsg: string }>();
        if (body.retcode !== 200) {
          const latest = (await deps.orders.findForCashier(orderNo)) ?? order;
          const qrSvg = await deps.qrSvg(deps.cashierUrl(request, orderNo));
          const page = renderCashierPage({
            order: latest,
            key: request.body.key,
            qrSvg,
            error: body.retmsg,
            styleNonce: reply.cspNonce.style,
          });
          return html(reply, 200, page);
        }
      }
      return reply.redirect(pageUrl(orderNo, request.body.key), 303);
    },
  );

  app.post<CashierRequest>(
    cancelPath,
    { config: { cache: 'private' }, schema: { params: paramsSchema, body: keySchema } },
    async (request, reply) => {
      const { orderNo } = request.params;
      if (!(await orderFor(orderNo, request.body.key))) return notFound(reply);
      await deps.orders.cancel(orderNo);
      return reply.redirect(pageUrl(orderNo, request.body.key), 303);
    },
  );
}
