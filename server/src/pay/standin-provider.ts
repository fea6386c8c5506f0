import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { qrSvg, type StandinPayDeps } from './deps';
import { cashierKey } from './notify-signature';
import type { PayProvider } from './pay-provider';
import { loadProviderSecret } from './provider-secret';
import { CASHIER_PATHS, registerCashierRoutes } from './routes/cashier-routes';
import { NOTIFY_PATH, registerNotifyRoutes } from './routes/notify-routes';

/**
 * The payment stand-in of a demo run (docs/topup.md): a cashier page with 确认支付 / 取消 whose confirm
 * makes the server send itself the provider's HMAC-signed notification. Only with the demo switch.
 */
export function createStandinPay(db: Db): PayProvider {
  // Loaded when the routes are registered (before the server listens), shared by every instance.
  let secret = '';
  const cashierUrl = (request: FastifyRequest, orderNo: string) =>
    `${request.protocol}://${request.host}/userapi/pay/cashier/${orderNo}?key=${cashierKey(orderNo, secret)}`;

  return {
    name: 'standin',
    unsignedPaths: [NOTIFY_PATH, ...CASHIER_PATHS],
    async checkout(order, request) {
      const url = cashierUrl(request, order.orderNo);
      return { cashierUrl: url, qrText: url };
    },
    async register(scope, orders) {
      secret = await loadProviderSecret(db);
      const deps: StandinPayDeps = { orders, providerSecret: secret, qrSvg, cashierUrl };
      registerNotifyRoutes(scope, deps);
      registerCashierRoutes(scope, deps);
    },
  };
}
