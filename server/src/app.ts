import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { installErrorEnvelope } from './http/envelope';
import { refuseNonFiniteNumbers } from './http/finite-numbers';
import { registerPayApi } from './pay';
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
  /** Tests may pass an already-open database; otherwise one is opened under `config.dataDir`. */
  db?: Db;
}

/** Everything an API module needs; each module registers its own routes and migrations. */
export interface ModuleContext {
  config: ServerConfig;
  db: Db;
}

/** Builds the whole server: APIs first, then static hosting with history fallback. */
export async function buildApp({
  config,
  logger = false,
  logStream,
  db,
  apis = true,
  sport = true,
}: AppOptions): Promise<FastifyInstance> {
  const level = process.env.LOG_LEVEL ?? 'info';
  const app = Fastify({
    logger: logger ? (logStream ? { level, stream: logStream } : { level }) : false,
    // One line per request drowns what matters (startup, demo accounts, errors).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  const database = db ?? openDatabase(config.dataDir);
  app.addHook('onClose', () => {
    if (!db) database.close();
  });
  installErrorEnvelope(app);
  refuseNonFiniteNumbers(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const context: ModuleContext = { config, db: database };
  // API modules register here (one line each): see server/src/user, server/src/pay and server/src/sport.
  if (apis) {
    const users = await registerUserApi(app, context);
    await registerPayApi(app, context);
    if (sport) {
      await registerSportApi(app, context, { auth: sportAuthFrom(users), wallet: sportWalletFrom(users) });
    }
  }
  await registerHosting(app, config.outDir);
  return app;
}
