import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { Providers } from './providers';
import type { Throttle } from './security/throttle';

/**
 * Everything an API module needs; each module registers its own routes and migrations. Its own file, so the
 * modules (user, pay, sport) depend on it and app.ts depends on them, never the other way round.
 */
export interface ModuleContext {
  config: ServerConfig;
  db: Db;
  providers: Providers;
  throttle: Throttle;
}
