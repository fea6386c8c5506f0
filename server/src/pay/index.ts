/**
 * The top-up flow (docs/topup.md): packages, orders, the stand-in payment provider and its notification,
 * pay/query/state and the account history. Balances move only through the user module's service, whose
 * ledger (with an idempotent `ref` per order) is also the source of 账户明细.
 *
 * Every POST under /userapi/pay carries the web client's request sign, except the provider's notification
 * (HMAC with the provider secret) and the cashier pages a browser opens (their link carries a key).
 */
import type { FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { ModuleContext } from '../app';
import { migrate } from '../db/database';
import { checkSignature, createUserService } from '../user';
import { createPayDeps } from './deps';
import { PAY_MIGRATIONS } from './migrations';
import { createOrderService } from './order-service';
import { loadProviderSecret } from './provider-secret';
import { CASHIER_PATHS, registerCashierRoutes } from './routes/cashier-routes';
import { NOTIFY_PATH, registerNotifyRoutes } from './routes/notify-routes';
import { registerOrderRoutes } from './routes/order-routes';
import { registerTransactionRoutes } from './routes/transaction-routes';

const UNSIGNED = new Set([NOTIFY_PATH, ...CASHIER_PATHS].map((p) => `/userapi${p}`));

export async function registerPayApi(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  // The user service applies the user migrations (orders is user-003), so ours come after it.
  const users = createUserService(ctx.db);
  migrate(ctx.db, PAY_MIGRATIONS);
  const deps = createPayDeps(createOrderService(ctx.db, users), users, loadProviderSecret(ctx.db));

  await app.register(
    async (scope) => {
      // Same body formats as the rest of /userapi: JSON, multipart form (the web client), url-encoded (cashier).
      await scope.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { files: 0, fields: 20, fieldSize: 4 * 1024, parts: 20 },
      });
      await scope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
      scope.addHook('onRequest', async (request) => {
        if (UNSIGNED.has(request.routeOptions.url ?? '')) return;
        checkSignature(request);
      });
      registerOrderRoutes(scope, deps);
      registerTransactionRoutes(scope, deps);
      registerNotifyRoutes(scope, deps);
      registerCashierRoutes(scope, deps);
    },
    { prefix: '/userapi' },
  );
}
