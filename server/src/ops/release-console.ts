import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { createCanaryAnalysis, type CanaryAnalysis } from './canary-analysis';
import type { HealthStore } from './health-store';
import { createOperatorGate } from './operator-gate';
import { createOperators } from './operators';
import { registerReleaseRoutes } from './release-routes';
import { registerSecondFactorRoutes } from './second-factor-routes';

/**
 * The operators' side of releasing: the console API (/opsapi/releases) and the automatic canary analysis,
 * both reading the visitors' health beacons, and the operators' second factor that guards the console. The
 * analysis runs on one instance at a time.
 */
export function registerReleaseConsole(
  app: FastifyInstance,
  context: ModuleContext,
  { health }: { health: HealthStore },
): CanaryAnalysis {
  const analysis = createCanaryAnalysis({
    db: context.db,
    store: health,
    outDir: context.config.outDir,
    log: app.log,
  });
  app.addHook('onClose', () => analysis.stop());
  const gate = createOperatorGate(context.db, createOperators(context.db));
  registerSecondFactorRoutes(app, gate, context.throttle, context.config.throttle);
  registerReleaseRoutes(app, {
    outDir: context.config.outDir,
    gate,
    health,
    analysis,
  });
  return analysis;
}
