/**
 * The top-up flow (docs/topup.md): packages, orders, the stand-in payment provider and its notification,
 * pay/query/state and the account history. Balances move only through the user module's service, whose
 * ledger (with an idempotent `ref` per order) is also the source of 账户明细.
 *
 * Every POST under /userapi/pay carries the web client's request sign, except the provider's routes
 * (`PayProvider.unsignedPaths`: the stand-in's HMAC-signed notification and the cashier pages a browser
 * opens, whose link carries a key). Without a provider (production without one) there are no such routes
 * and pay/order/create answers 1025 充值通道暂未开放; history and pay state keep working.
 */
import type { FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { ModuleContext } from '../module-context';
import { checkSignature, createUserService } from '../user';
import { createPayDeps } from './deps';
import { createOrderService } from './order-service';
import { registerOrderRoutes } from './routes/order-routes';
import { registerTransactionRoutes } from './routes/transaction-routes';

export type { PayProvider, Checkout } from './pay-provider';
export { createStandinPay } from './standin-provider';

export async function registerPayApi(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const users = createUserService(ctx.db);
  const provider = ctx.providers.pay;
  const orders = createOrderService(ctx.db, users);
  const deps = createPayDeps(orders, users, provider);
  const unsigned = new Set((provider?.unsignedPaths ?? []).map((p) => `/userapi${p}`));

  await app.register(
    async (scope) => {
      // Same body formats as the rest of /userapi: JSON, multipart form (the web client), url-encoded (cashier).
      await scope.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { files: 0, fields: 20, fieldSize: 4 * 1024, parts: 20 },
      });
      await scope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
      scope.addHook('onRequest', async (request) => {
        if (unsigned.has(request.routeOptions.url ?? '')) return;
        checkSignature(request);
      });
      registerOrderRoutes(scope, deps);
      registerTransactionRoutes(scope, deps);
      // The provider's own routes (notification, and the stand-in's cashier) exist only with a provider.
      await provider?.register(scope, orders);
    },
    { prefix: '/userapi' },
  );
}
