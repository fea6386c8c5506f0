import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { registerCommunityApi } from './community';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { installBodyLimits, SERVER_BODY_LIMIT } from './http/body-limits';
import { installBoundedJson } from './http/bounded-json';
import { createAnswerCache } from './http/answer-cache';
import { installCachePolicy } from './http/cache-policy';
import { installErrorEnvelope } from './http/envelope';
import { refuseNonFiniteNumbers } from './http/finite-numbers';
import { registerPayApi } from './pay';
import type { ModuleContext, Providers } from './module-context';
import { registerOpsHealth } from './ops';
import { createServerSignals, type ServerSignals } from './ops/health-signals';
import { registerReleaseConsole } from './ops/release-console';
import { logProfile, resolveProviders } from './providers';
import { registerSecurityHeaders } from './security/headers';
import { LOG_REDACT } from './security/log-redact';
import { createThrottle } from './security/throttle';
import { watchTrustedProxy } from './security/trust-proxy';
import { createServerRender } from './ssr/server-render';
import { registerHosting } from './static/hosting';
import { registerSportApi } from './sport';
import { registerUserApi } from './user';
import { sportAuthFrom, sportWalletFrom } from './wiring';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean;
  /** Where log lines go (default stdout, as JSON). */
  logStream?: NodeJS.WritableStream;
  /** false serves only the static product (hosting tests). */
  apis?: boolean;
  /** false leaves out /sportapi, whose seeding takes seconds (tests of the account APIs). */
  sport?: boolean;
  /** Tests may pass an already-open database; otherwise `config.databaseUrl` or SQLite under `config.dataDir`. */
  db?: Db;
  /** Real (or test) providers; the rest follow the profile (providers.ts). */
  providers?: Partial<Providers>;
  /** Render a few pages once the server listens (`npm start`): the first visitors get warm server renders. */
  warmUp?: boolean;
}

/** Builds the whole server: security headers, APIs, then static hosting with history fallback. */
export async function buildApp({
  config,
  logger = false,
  logStream,
  db,
  apis = true,
  sport = true,
  providers: given,
  warmUp = false,
}: AppOptions): Promise<FastifyInstance> {
  const level = process.env.LOG_LEVEL ?? 'info';
  const { limits } = config;
  const app = Fastify({
    logger: logger ? { level, redact: LOG_REDACT, ...(logStream ? { stream: logStream } : {}) } : false,
    // One line per request drowns what matters (startup, refused sign-ins, errors).
    logController: new LogController({ disableRequestLogging: true }),
    // Each route has its own, smaller limit (server/src/http/body-limits.ts); this is the backstop.
    bodyLimit: SERVER_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A request (headers and body) must arrive in time: a body trickled a byte at a time is cut off (408).
    requestTimeout: limits.requestTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.socketIdleMs,
  });
  app.server.maxConnections = limits.maxConnections;
  const database =
    db ??
    openDatabase(
      { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
      { onError: (error) => app.log.error({ err: error }, 'database connection error') },
    );
  app.addHook('onClose', async () => {
    if (!db) await database.close();
  });
  await migrateToLatest(database);
  installErrorEnvelope(app);
  // Before any route: every route gets its body limit, every JSON body the depth check.
  installBodyLimits(app);
  installBoundedJson(app);
  const answers = createAnswerCache({ enabled: config.answerCache });
  installCachePolicy(app, answers);
  watchTrustedProxy(app, config);
  refuseNonFiniteNumbers(app);
  await registerSecurityHeaders(app);
  // Cookies are read (`request.cookies`) and written (`reply.setCookie`) by @fastify/cookie, never by hand.
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Pages get the route's first screen rendered in (server/src/ssr); live pages are dropped from its
  // micro-cache by the feed.
  const serverRender = createServerRender(app, config.outDir, {
    maxBusy: config.profile === 'production' ? 0.7 : 1,
  });
  /** The server's own health signals for the canary analysis (files of a live version that failed to serve). */
  let signals: ServerSignals | undefined;
  // API modules register here (one line each): see server/src/user, server/src/pay and server/src/sport.
  if (apis) {
    const providers = resolveProviders(config, database, app.log, given);
    logProfile(config, providers, app.log);
    const throttle = await createThrottle(app, database, config.throttle !== null);
    serverRender.limitRenders(
      throttle.allows([{ name: 'render-ip', tiers: config.throttle?.renderIp ?? [] }]),
    );
    const context: ModuleContext = { config, db: database, providers, throttle };
    const users = await registerUserApi(app, context);
    await registerPayApi(app, context);
    const health = await registerOpsHealth(app, context);
    // Added after the database's own onClose hook, so it runs before it (Fastify runs them last first).
    app.addHook('onClose', async () => health.store.close());
    registerReleaseConsole(app, context, { health: health.store });
    signals = createServerSignals(health.store, config.outDir);
    if (sport) {
      const { hub, playedIn, simulator, listener, forecasts } = await registerSportApi(app, context, {
        auth: sportAuthFrom(users),
        wallet: sportWalletFrom(users),
      });
      hub.onEvents((events) => {
        answers.clear();
        for (const sportName of new Set(events.map((e) => e.sport))) serverRender.invalidateLive(sportName);
      });
      // The lists carry each match's frozen forecast (issue 50): a forecast frozen or voided turns them over.
      forecasts.onChange(() => {
        answers.clear();
        serverRender.invalidateLive('football');
        serverRender.invalidateLive('basketball');
      });
      // Comments hang under the sport module's articles, fan ratings and chat rooms under its matches.
      await registerCommunityApi(app, context, {
        auth: sportAuthFrom(users),
        playedIn,
        live: { simulator, listener },
      });
    }
  }
  await registerHosting(app, config.outDir, {
    serverRender,
    onVersionFileFailed: (name, version, rel) => signals?.versionFileFailed(name, version, rel),
  });
  if (warmUp) app.addHook('onListen', async () => serverRender.warmUp());
  return app;
}
