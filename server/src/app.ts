import zlib from 'node:zlib';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { ServerConfig } from './config';
import { openDatabase, type Db } from './db/database';
import { installErrorEnvelope } from './http/envelope';
import { registerHosting } from './static/hosting';
import { registerUserApi } from './user';

export interface AppOptions {
  config: ServerConfig;
  logger?: boolean;
  /** Tests may pass an already-open database; otherwise one is opened under `config.dataDir`. */
  db?: Db;
}

/** Everything an API module needs; each module registers its own routes and migrations. */
export interface ModuleContext {
  config: ServerConfig;
  db: Db;
}

/** Builds the whole server: APIs first, then static hosting with history fallback. */
export async function buildApp({ config, logger = false, db }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
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
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const context: ModuleContext = { config, db: database };
  // API modules register here (one line each): see server/src/user and server/src/sport.
  await registerUserApi(app, context);
  void context;
  await registerHosting(app, config.outDir);
  return app;
}
