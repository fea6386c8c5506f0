import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import type { Tier } from './throttle-rules';
import { createThrottleCounter, databaseStore } from './throttle-store';

/** 429 with this retcode and 操作过于频繁，请 N 秒后再试 (the client shows the message as is). */
export const THROTTLED_CODE = 1006;

/** What is counted: `key` picks the value (a phone…) from the request; without it, the client IP. */
export interface Limiter {
  name: string;
  tiers: readonly Tier[];
  /** undefined skips this limiter for the request (e.g. a body without a phone). */
  key?: (request: FastifyRequest) => string | undefined;
}

/** Route hooks made by the throttle: spread them into a route's options. */
export interface ThrottleHooks {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onError: (request: FastifyRequest, reply: FastifyReply, error: FastifyError) => Promise<void>;
}

/** 59 秒, 15 分钟, 3 小时: the wait in the unit a person would use. */
export function formatWait(seconds: number): string {
  if (seconds < 120) return `${Math.max(1, seconds)} 秒`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3600)} 小时`;
}

export const throttled = (seconds: number) =>
  new ApiError(THROTTLED_CODE, `操作过于频繁，请 ${formatWait(seconds)}后再试`, 429);

type Check = ReturnType<FastifyInstance['createRateLimit']>;
interface TierCheck {
  key: Limiter['key'];
  check: Check;
}

const NO_HOOKS: ThrottleHooks = { preHandler: async () => undefined, onError: async () => undefined };

/**
 * Throttling on top of @fastify/rate-limit: its limiters (`createRateLimit`, default IP key with IPv6
 * folded to /64) with a store in the database, so a second instance shares the counts. One limiter per
 * tier; a request is refused when any tier is full, and told the longest wait.
 */
export async function createThrottle(app: FastifyInstance, db: Db, enabled: boolean) {
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(createThrottleCounter(db)) });

  const checksOf = (limiters: readonly Limiter[]): TierCheck[] =>
    limiters.flatMap((limiter) =>
      limiter.tiers.map((tier) => {
        // nameSpace is read by our store (see throttle-store.ts); the plugin passes unknown options through.
        const options = {
          max: tier.max,
          timeWindow: tier.windowMs,
          nameSpace: `${limiter.name}-${tier.windowMs}`,
        };
        const key = limiter.key;
        return {
          key,
          check: app.createRateLimit(key ? { ...options, keyGenerator: (r) => key(r) ?? '' } : options),
        };
      }),
    );

  /** Runs the tiers; answers the longest wait among the full ones, 0 when none is. */
  async function run(checks: TierCheck[], request: FastifyRequest, increment: boolean): Promise<number> {
    let wait = 0;
    for (const { key, check } of checks) {
      if (key && key(request) === undefined) continue;
      const result = await check(request, { increment });
      if (result.isAllowed) continue;
      const full = increment ? result.isExceeded : result.remaining === 0;
      if (full) wait = Math.max(wait, result.ttlInSeconds);
    }
    return wait;
  }

  const refuse = (reply: FastifyReply, wait: number) => {
    reply.header('retry-after', String(wait));
    throw throttled(wait);
  };

  return {
    enabled,
    /** Every request that passed validation counts (SMS sends). */
    attempts(limiters: readonly Limiter[]): ThrottleHooks {
      if (!enabled) return NO_HOOKS;
      const checks = checksOf(limiters);
      return {
        preHandler: async (request, reply) => {
          const wait = await run(checks, request, true);
          if (wait > 0) refuse(reply, wait);
        },
        onError: async () => undefined,
      };
    },
    /** Only refusals with one of `codes` count (wrong passwords, wrong codes); a full tier refuses at once. */
    failures(limiters: readonly Limiter[], codes: readonly number[]): ThrottleHooks {
      if (!enabled) return NO_HOOKS;
      const checks = checksOf(limiters);
      return {
        preHandler: async (request, reply) => {
          const wait = await run(checks, request, false);
          if (wait > 0) refuse(reply, wait);
        },
        onError: async (request, _reply, error) => {
          if (error instanceof ApiError && codes.includes(error.retcode)) await run(checks, request, true);
        },
      };
    },
  };
}

export type Throttle = Awaited<ReturnType<typeof createThrottle>>;
