import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope';

function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => hasNonFinite(v, depth + 1));
}

/**
 * Ajv's type coercion turns a query value like `1e309` into Infinity and lets it through `integer` and
 * `maximum` checks (ajv 8.20 with coerceTypes). A number that is not finite is never meaningful here, so it
 * is refused before any handler sees it.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (hasNonFinite(request.query) || hasNonFinite(request.params) || hasNonFinite(request.body)) {
      throw new ApiError(400, '参数错误：数值超出范围', 400);
    }
  });
}
