/**
 * Operations (issue 29, docs/releases.md "Health beacons"): the browsers' release health beacons, counted per
 * app version and minute. The store is returned for what reads it (the canary analysis, the release console).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { registerHealthBeacons } from './health-route';
import { createHealthStore, type HealthStore } from './health-store';
import { createPageLoadIds, loadHealthSecret } from './page-load-id';

export type { HealthCounts, HealthEvent, HealthKind, HealthStore } from './health-store';
export { failureRate } from './health-store';

export interface OpsHealth {
  store: HealthStore;
}

const flushMsFrom = (value: string | undefined) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 2_000;
};

/**
 * Creates the health store and registers POST /opsapi/health and GET /opsapi/health/page (page-load ids signed
 * with the secret kept in ops_settings, or JC_HEALTH_SECRET). The caller closes the store (onClose).
 */
export async function registerOpsHealth(app: FastifyInstance, ctx: ModuleContext): Promise<OpsHealth> {
  const store = createHealthStore(ctx.db, {
    flushMs: flushMsFrom(process.env.JC_HEALTH_FLUSH_MS),
    onError: (error) => app.log.error({ err: error }, 'release health: flush failed'),
    onDropped: (dropped) =>
      app.log.warn(`release health: buffer full, ${dropped} beacon events with new keys dropped`),
  });
  await registerHealthBeacons(app, {
    store,
    outDir: ctx.config.outDir,
    throttle: ctx.throttle,
    pageLoads: createPageLoadIds(await loadHealthSecret(ctx.db)),
    rules: ctx.config.throttle?.healthIp,
    pageRules: ctx.config.throttle?.healthPageNet,
  });
  return { store };
}
