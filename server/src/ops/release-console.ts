import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import type { UserService } from '../user';
import { createCanaryAnalysis, type CanaryAnalysis } from './canary-analysis';
import type { HealthStore } from './health-store';
import { createOperators } from './operators';
import { registerReleaseRoutes } from './release-routes';

/**
 * The operators' side of releasing: the console API (/opsapi/releases) and the automatic canary analysis,
 * both reading the visitors' health beacons. The analysis runs on one instance at a time.
 */
export function registerReleaseConsole(
  app: FastifyInstance,
  context: ModuleContext,
  { users, health }: { users: UserService; health: HealthStore },
): CanaryAnalysis {
  const analysis = createCanaryAnalysis({
    db: context.db,
    store: health,
    outDir: context.config.outDir,
    log: app.log,
  });
  app.addHook('onClose', () => analysis.stop());
  registerReleaseRoutes(app, {
    outDir: context.config.outDir,
    users,
    operators: createOperators(context.db),
    health,
    analysis,
  });
  return analysis;
}
