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
  let secret: string | undefined;
  // Read on first use: the pay migrations (pay_settings) have run by then.
  const providerSecret = () => (secret ??= loadProviderSecret(db));
  const cashierUrl = (request: FastifyRequest, orderNo: string) =>
    `${request.protocol}://${request.host}/userapi/pay/cashier/${orderNo}?key=${cashierKey(orderNo, providerSecret())}`;

  return {
    name: 'standin',
    unsignedPaths: [NOTIFY_PATH, ...CASHIER_PATHS],
    async checkout(order, request) {
      const url = cashierUrl(request, order.orderNo);
      return { cashierUrl: url, qrText: url };
    },
    register(scope, orders) {
      const deps: StandinPayDeps = { orders, providerSecret: providerSecret(), qrSvg, cashierUrl };
      registerNotifyRoutes(scope, deps);
      registerCashierRoutes(scope, deps);
    },
  };
}
