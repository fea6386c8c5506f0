import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { SportAuth, Wallet } from './auth';
import type { LiveFeed } from './live/feed';
import type { ForecastSweeper } from './model/forecast-sweep';
import type { LiveHub } from './live/hub';
import type { PerIpCap } from './live/per-ip-cap';
import type { Simulator } from './live/simulator';
import type { StandingsCache } from './repo/standings';
import type { ScriptStore } from './script-store';
import type { SearchIndexCache } from './search/search-cache';

/** What every sport route needs; built once in registerSportApi. */
export interface SportContext {
  app: FastifyInstance;
  db: Db;
  seed: () => string;
  standings: StandingsCache;
  scripts: ScriptStore;
  /** The header search's index (sport/search), built once per seed and day. */
  search: SearchIndexCache;
  feed: LiveFeed;
  hub: LiveHub;
  simulator: Simulator;
  auth: SportAuth;
  wallet: Wallet;
  /** Open live-feed streams per client and in all on this instance (config.limits.sseMaxPerIp, sseMaxTotal). */
  streams: PerIpCap;
  /** The model's forecast sweep (model/forecast-sweep.ts) and the version of the stored forecasts. */
  forecasts: ForecastSweeper;
}
