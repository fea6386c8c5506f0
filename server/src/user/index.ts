/**
 * The /userapi module: the account contract of seed spec §7 (docs/userapi.md describes every call).
 *
 * Other server modules use accounts through `createUserService(db)` (see user-service.ts), never the tables:
 *   userIdFromToken(token): number | null       the signed-in user behind a `token` header
 *   requireUserId(token): number                 same, or throws the code-1000 envelope error (client logs out)
 *   getBalance(userId): number                   whole coins
 *   debit(userId, amount, { reason, ref? })      → { balance, applied }; retcode 1010 when the balance is short
 *   credit(userId, amount, { reason, ref? })     → { balance, applied }
 *   history(userId, limit, offset)               → { total, rows }: the ledger, newest first
 * `ref` makes a move idempotent per user (an order number, a solution id): the second one is not applied.
 *
 * Routes: every POST under /userapi checks the request signature (shared/src/request/sign.ts) and a
 * timestamp within 5 minutes; bodies may be JSON, multipart form or url-encoded form, validated by schema.
 * Unsigned: /legal/*.html and, in a demo run only (development, or JC_DEMO_STANDINS=1), the stand-ins'
 * pages: the WeChat authorisation page (/userapi/wechat/authorize) and the SMS outbox /__dev/sms/:phone.
 * Top-up orders and pay/query/state live in server/src/pay (they reuse `checkSignature` and `tokenOf`).
 */
import type { FastifyInstance } from 'fastify';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { ModuleContext } from '../module-context';
import { createUserDeps } from './deps';
import { registerBaseRoutes } from './routes/base-routes';
import { registerCapabilitiesRoute } from './routes/capabilities-route';
import { registerDevSmsOutbox } from './routes/dev-routes';
import { registerLegalRoutes } from './routes/legal-routes';
import { registerLoginRoutes } from './routes/login-routes';
import { registerPasswordRoutes } from './routes/password-routes';
import { registerSmsRoutes } from './routes/sms-routes';
import { retireDemoPasswords, seedDemoAccounts } from './seed';
import { createSignInGates } from './sign-in-gates';
import { createSignInGuards } from './sign-in-guards';
import { checkSignature } from './sign-check';
import { LocalSmsSender } from './sms/sms-sender';
import type { UserService } from './user-service';
import { registerWechatRoutes } from './wechat/wechat-routes';

export { createUserService } from './user-service';
export type { UserService, BalanceChange, LedgerEntry, LedgerPage } from './user-service';
export type { LedgerRow } from './accounts';
export { checkSignature, tokenOf } from './sign-check';
export type { SmsSender } from './sms/sms-sender';
export type { WechatProvider, WechatIdentity } from './wechat/wechat-provider';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

export async function registerUserApi(app: FastifyInstance, ctx: ModuleContext): Promise<UserService> {
  const { sms, wechat } = ctx.providers;
  const guards = createSignInGuards(ctx.throttle, ctx.config.throttle);
  const gates = createSignInGates(ctx.db, ctx.config.throttle);
  const deps = createUserDeps(ctx.db, { sms, wechat }, guards, gates);
  if (ctx.config.demo)
    await seedDemoAccounts(deps, app.log, { showPassword: ctx.config.profile === 'development' });
  else await retireDemoPasswords(deps, app.log);
  const unsigned = new Set((wechat?.unsignedPaths ?? []).map((p) => `/userapi${p}`));

  await app.register(
    async (scope) => {
      // The web client sends multipart form unless a call asks for JSON; the stand-in page posts url-encoded.
      await scope.register(fastifyMultipart, {
        attachFieldsToBody: 'keyValues',
        limits: { files: 0, fields: 50, fieldSize: 16 * 1024, parts: 50 },
      });
      await scope.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
      scope.addHook('onRequest', async (request) => {
        if (unsigned.has(request.routeOptions.url ?? '')) return;
        checkSignature(request);
      });
      registerLoginRoutes(scope, deps);
      registerSmsRoutes(scope, deps);
      registerBaseRoutes(scope, deps);
      registerPasswordRoutes(scope, deps, ctx.throttle, ctx.config.throttle);
      registerWechatRoutes(scope, deps);
      registerCapabilitiesRoute(scope, ctx);
      wechat?.register?.(scope);
    },
    { prefix: '/userapi' },
  );

  registerLegalRoutes(app);
  // The outbox is part of the SMS stand-in, which only a demo run has.
  if (sms instanceof LocalSmsSender && ctx.config.demo) registerDevSmsOutbox(app, sms);
  return deps.service;
}
