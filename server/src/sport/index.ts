import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../app';
import { migrate } from '../db/database';
import { defaultAuth, defaultWallet, type SportAuth, type Wallet } from './auth';
import type { SportContext } from './context';
import { LiveHub, type HubOptions } from './live/hub';
import { PerIpCap } from './live/per-ip-cap';
import { Simulator } from './live/simulator';
import { SPORT_MIGRATIONS } from './migrations';
import { StandingsCache } from './repo/standings';
import { registerBadgeRoutes } from './routes/badge-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerFollowRoutes } from './routes/follow-routes';
import { registerDatabaseRoutes } from './routes/database-routes';
import { registerLiveRoutes } from './routes/live-routes';
import { registerMatchRoutes } from './routes/matches-routes';
import { registerSolutionRoutes } from './routes/solution-routes';
import { ScriptStore } from './script-store';
import { SEED_DATA_VERSION, seedSport, type SeedSummary } from './seed';
import { nowS, shanghaiDay } from './time';

export interface SportApiOptions {
  auth?: SportAuth;
  wallet?: Wallet;
  /** Seed string (env SPORT_SEED, default "jincheng"). */
  seed?: string;
  /** Anchor instant for a fresh seed (epoch s); tests fix it, a real start uses "now". */
  anchor?: number;
  /** Force a re-seed even when data for today exists (env SPORT_RESEED=1). */
  reseed?: boolean;
  /** Today gets at least this many football matches (env SEED_BIG_DAY). */
  bigDay?: number;
  simulator?: { enabled?: boolean; speed?: number; tickMs?: number };
  live?: Partial<HubOptions>;
}

/** SIM_SPEED: a number of match seconds per real second, or "demo" (30×: a match in about four minutes). */
export function speedFromEnv(value: string | undefined): number {
  if (value === 'demo') return 30;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 10000 ? n : 1;
}

/** What the sports module needs of the app: settings and the database (auth and wallet come as options). */
export type SportModuleContext = Pick<ModuleContext, 'config' | 'db'>;

function readMeta(ctx: SportModuleContext, key: string): string | undefined {
  return (
    ctx.db.prepare('SELECT value FROM sport_meta WHERE key = ?').get(key) as { value: string } | undefined
  )?.value;
}

/**
 * The sports data API (/sportapi), its data and the live simulator. Data is seeded on first start and again
 * whenever the stored data was seeded for an earlier day (a server started the next morning shows that day);
 * a server that runs across midnight keeps its data: whole seasons are seeded, so the new day's matches are
 * already there and the simulator kicks them off.
 */
export interface SportApiHandle {
  summary: SeedSummary | null;
  simulator: Simulator;
  hub: LiveHub;
}

export async function registerSportApi(
  app: FastifyInstance,
  ctx: SportModuleContext,
  options: SportApiOptions = {},
): Promise<SportApiHandle> {
  const env = process.env;
  migrate(ctx.db, SPORT_MIGRATIONS);
  const seed = options.seed ?? env.SPORT_SEED ?? 'jincheng';
  const anchorStored = Number(readMeta(ctx, 'anchor') ?? 0);
  const anchor = options.anchor ?? nowS();
  const stale =
    readMeta(ctx, 'seed') !== seed ||
    readMeta(ctx, 'data_version') !== SEED_DATA_VERSION ||
    shanghaiDay(anchorStored) !== shanghaiDay(anchor);
  let summary: SeedSummary | null = null;
  if (stale || options.reseed || env.SPORT_RESEED === '1') {
    const bigDay = options.bigDay ?? (Number(env.SEED_BIG_DAY) || undefined);
    summary = seedSport(ctx.db, { seed, anchor, bigDay });
    app.log.info({ matches: summary.matches, ms: summary.ms }, 'sport data seeded');
  }
  const currentSeed = () => readMeta(ctx, 'seed') ?? seed;
  const hub = new LiveHub(Number(readMeta(ctx, 'live_last_event_id') ?? 0), {
    bufferSize: options.live?.bufferSize ?? 5000,
    heartbeatMs: options.live?.heartbeatMs ?? 15000,
    maxBacklogBytes: options.live?.maxBacklogBytes ?? 1024 * 1024,
  });
  const standings = new StandingsCache(ctx.db);
  const scripts = new ScriptStore(ctx.db, currentSeed);
  const simulator = new Simulator(
    ctx.db,
    scripts,
    hub,
    standings,
    {
      speed: options.simulator?.speed ?? speedFromEnv(env.SIM_SPEED),
      // SIM_TICK_MS (≥ 50, default 1000): shorter ticks give more deltas per second (bench/scores-live.mjs).
      tickMs: options.simulator?.tickMs ?? (Number(env.SIM_TICK_MS) >= 50 ? Number(env.SIM_TICK_MS) : 1000),
    },
    (error) => app.log.error({ err: error }, 'simulator tick failed'),
  );
  const sport: SportContext = {
    app,
    db: ctx.db,
    seed: currentSeed,
    standings,
    scripts,
    hub,
    simulator,
    auth: options.auth ?? defaultAuth(ctx.db),
    wallet: options.wallet ?? defaultWallet(ctx.db),
    streams: new PerIpCap(ctx.config.limits.sseMaxPerIp),
  };
  registerMatchRoutes(sport);
  registerDatabaseRoutes(sport);
  registerContentRoutes(sport);
  registerFollowRoutes(sport);
  registerSolutionRoutes(sport);
  registerLiveRoutes(sport);
  registerBadgeRoutes(sport);
  const enabled = options.simulator?.enabled ?? env.SIMULATOR !== 'off';
  if (enabled) simulator.start();
  // Open event streams would keep server.close() waiting, so they end before the server closes.
  app.addHook('preClose', (done) => {
    simulator.stop();
    hub.close();
    done();
  });
  app.addHook('onClose', () => {
    simulator.stop();
  });
  return { summary, simulator, hub };
}
