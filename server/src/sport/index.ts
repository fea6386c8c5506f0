import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { noWallet, visitorsOnly, type SportAuth, type Wallet } from './auth';
import type { SportContext } from './context';
import { registerUserFollowRoutes } from './follows/follow-routes';
import { LIVE_CHANNEL, LiveFeed, RESEED_CHANNEL } from './live/feed';
import { followFeed } from './live/follow-feed';
import { LiveHub, type HubOptions } from './live/hub';
import { electLeader, type Leadership } from './live/leader';
import { PerIpCap } from './live/per-ip-cap';
import { pgListener, type PgListener } from './live/pg-listener';
import { Simulator } from './live/simulator';
import { playedIn, type PlayedMatch } from './repo/match-players';
import { StandingsCache } from './repo/standings';
import { registerBadgeRoutes } from './routes/badge-routes';
import { registerContentRoutes } from './routes/content-routes';
import { registerFollowRoutes } from './routes/follow-routes';
import { registerDatabaseRoutes } from './routes/database-routes';
import { registerSeasonStatsRoutes } from './routes/season-stats-routes';
import { registerLiveRoutes } from './routes/live-routes';
import { registerMatchRoutes } from './routes/matches-routes';
import { ForecastSweeper } from './model/forecast-sweep';
import { modelState } from './model/store';
import { registerModelRoutes } from './routes/model-routes';
import { registerOddsRoutes } from './routes/odds-routes';
import { registerSearchRoutes } from './routes/search-routes';
import { registerSolutionRoutes } from './routes/solution-routes';
import { ScriptStore } from './script-store';
import { SearchIndexCache } from './search/search-cache';
import type { SeedSummary } from './seed';
import { seedDatabase } from './seed/seed-database';
import { nowS } from './time';

export type { PlayedMatch, PlayedPlayer } from './repo/match-players';

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
  /** Build the search index at start rather than at the first query (default on; tests turn it off). */
  warmSearch?: boolean;
  /**
   * Compute the model's backtest (sport/model/store.ts, seconds of CPU, once per state of the real results) at
   * start rather than at the first /sportapi/model read. Default on, off under jest (NODE_ENV=test: every test
   * server would pay it) or with env MODEL_WARM=off.
   */
  warmModel?: boolean;
  /**
   * Freeze the forecast of every match kicking off within 48 h and void those of moved or postponed ones in the
   * background (model/forecast-sweep.ts), from once the server listens and then every ten minutes. It reads the
   * model's fit, so it follows warmModel's default (off under jest and with MODEL_WARM=off); env
   * FORECAST_SWEEP=off turns it off alone.
   */
  sweepForecasts?: boolean;
}

/** SIM_SPEED: a number of match seconds per real second, or "demo" (30×: a match in about four minutes). */
export function speedFromEnv(value: string | undefined): number {
  if (value === 'demo') return 30;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 && n <= 10000 ? n : 1;
}

/** What the sports module needs of the app: settings and the database (auth and wallet come as options). */
export type SportModuleContext = Pick<ModuleContext, 'config' | 'db'>;

/**
 * The sports data API (/sportapi), its data and the live simulator. Data is seeded on first start and again
 * whenever the stored data was seeded for an earlier day (a server started the next morning shows that day);
 * a server that runs across midnight keeps its data: whole seasons are seeded, so the new day's matches are
 * already there and the simulator kicks them off. With PostgreSQL, any number of instances share the data
 * and the feed: one of them (the leader) simulates, every one of them serves the feed (sport/live).
 */
export interface SportApiHandle {
  summary: SeedSummary | null;
  simulator: Simulator;
  hub: LiveHub;
  feed: LiveFeed;
  leadership: Leadership | null;
  /** Reads what the feed's table has beyond this instance's hub (what a NOTIFY triggers). */
  catchUp(): Promise<void>;
  /** Who played in a match and when it ends (the community's fan ratings); null for no such match. */
  playedIn(matchId: number): Promise<PlayedMatch | null>;
  /** This instance's LISTEN connection (PostgreSQL), for other modules' channels (chat rooms). */
  listener: PgListener;
  /** The forecast sweep: its version changes with the stored forecasts (cached pages that show them). */
  forecasts: ForecastSweeper;
}

export async function registerSportApi(
  app: FastifyInstance,
  ctx: SportModuleContext,
  options: SportApiOptions = {},
): Promise<SportApiHandle> {
  const env = process.env;
  const seed = options.seed ?? env.SPORT_SEED ?? 'jincheng';
  const summary = await seedDatabase(ctx.db, {
    seed,
    anchor: options.anchor ?? nowS(),
    bigDay: options.bigDay ?? (Number(env.SEED_BIG_DAY) || undefined),
    force: options.reseed || env.SPORT_RESEED === '1',
  });
  if (summary) app.log.info({ matches: summary.matches, ms: summary.ms }, 'sport data seeded');
  const seedRow = await ctx.db.qb
    .selectFrom('sport_meta')
    .select('value')
    .where('key', '=', 'seed')
    .executeTakeFirst();
  const currentSeed = seedRow?.value ?? seed;
  const feed = new LiveFeed(ctx.db);
  const hub = new LiveHub(await feed.latestId(), {
    bufferSize: options.live?.bufferSize ?? 5000,
    heartbeatMs: options.live?.heartbeatMs ?? 15000,
    maxBacklogBytes: options.live?.maxBacklogBytes ?? 1024 * 1024,
    maxReplay: options.live?.maxReplay ?? 5000,
  });
  const standings = new StandingsCache(ctx.db);
  const scripts = new ScriptStore(ctx.db, () => currentSeed);
  const search = new SearchIndexCache(ctx.db, () => currentSeed);
  // A finished match changes its season's table, whichever instance simulated it.
  hub.onEvents((events) => {
    if (events.some((e) => e.payload.includes('"status":"finished"'))) standings.invalidate();
  });
  const onError = (error: unknown) => app.log.error({ err: error }, 'live feed error');
  const simulator = new Simulator(
    ctx.db,
    scripts,
    feed,
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
    seed: () => currentSeed,
    standings,
    scripts,
    search,
    feed,
    hub,
    simulator,
    auth: options.auth ?? visitorsOnly,
    wallet: options.wallet ?? noWallet,
    streams: new PerIpCap(ctx.config.limits.sseMaxPerIp, ctx.config.limits.sseMaxTotal),
    forecasts: new ForecastSweeper(() => sport, {
      onSwept: (r) =>
        app.log.info({ ms: r.ms, matches: r.matches, frozen: r.frozen, voided: r.voided }, 'forecasts swept'),
      onError: (error) => app.log.error({ err: error }, 'forecast sweep failed'),
    }),
  };
  registerMatchRoutes(sport);
  registerOddsRoutes(sport);
  registerModelRoutes(sport);
  registerDatabaseRoutes(sport);
  registerSeasonStatsRoutes(sport);
  registerContentRoutes(sport);
  registerFollowRoutes(sport);
  registerUserFollowRoutes(sport);
  registerSolutionRoutes(sport);
  registerSearchRoutes(sport);
  if (options.warmSearch ?? true)
    search.entries().then(
      () => app.log.info({ ms: Math.round(search.lastBuildMs) }, 'search index built'),
      (error: unknown) => app.log.error({ err: error }, 'search index build failed'),
    );
  const modelByDefault = env.MODEL_WARM !== 'off' && env.NODE_ENV !== 'test';
  const warmed =
    (options.warmModel ?? modelByDefault)
      ? modelState(ctx.db.qb).then(
          (state) =>
            app.log.info({ ms: state.ms, forecasts: state.entries.length }, 'model backtest computed'),
          (error: unknown) => app.log.error({ err: error }, 'model backtest failed'),
        )
      : Promise.resolve();
  // After the server listens (and the backtest it reads is built): a start answers at once, the sweep follows.
  if (options.sweepForecasts ?? (modelByDefault && env.FORECAST_SWEEP !== 'off'))
    app.addHook('onListen', async () => {
      void warmed.then(() => sport.forecasts.start());
    });
  registerLiveRoutes(sport);
  registerBadgeRoutes(sport);
  const catchUp = followFeed(feed, hub, onError);
  const listener = pgListener(ctx.db, onError);
  listener.listen(LIVE_CHANNEL, () => void catchUp(), { poll: true });
  listener.listen(RESEED_CHANNEL, () => {
    scripts.clear();
    search.clear();
    standings.invalidate();
  });
  const enabled = options.simulator?.enabled ?? env.SIMULATOR !== 'off';
  const leadership = enabled
    ? electLeader(ctx.db, {
        elected: async (exec) => {
          app.log.info('live simulator: this instance leads');
          await simulator.start(exec);
        },
        deposed: () => simulator.stop(),
        onError,
      })
    : null;
  // Open event streams would keep server.close() waiting, so they end before the server closes.
  app.addHook('preClose', async () => {
    await leadership?.stop();
    await simulator.stop();
    await sport.forecasts.stop();
    await listener.close();
    hub.close();
  });
  return {
    summary,
    simulator,
    hub,
    feed,
    leadership,
    catchUp,
    playedIn: (id) => playedIn(sport, id),
    listener,
    forecasts: sport.forecasts,
  };
}
