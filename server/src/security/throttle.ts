import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
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
  /** Gives back what a request held once it is answered (failures only). */
  onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * The client a per-client limit counts: the throttle's own key (@fastify/rate-limit's default), an IPv4
 * address, or an IPv6 address folded to its /64 (one household or one server gets a whole /64, so counting
 * whole IPv6 addresses would give one client 2^64 quotas). An IPv4-mapped IPv6 address counts as the IPv4.
 */
export const networkKey = (ip: string): string => normalizeIP(ip);

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
  /** The counter's key prefix (the store adds it too; see throttle-store.ts). */
  nameSpace: string;
}

/** The hits one request holds, to give back when it turns out not to count. */
interface Held {
  keys: string[];
  /** Set by onError when the request's refusal is one that counts (a wrong password…). */
  counts: boolean;
}

const NO_HOOKS: ThrottleHooks = {
  preHandler: async () => undefined,
  onError: async () => undefined,
  onResponse: async () => undefined,
};

/**
 * Throttling on top of @fastify/rate-limit: its limiters (`createRateLimit`, default IP key with IPv6
 * folded to /64) with a store in the database, so a second instance shares the counts. One limiter per
 * tier; a request is refused when any tier is full, and told the longest wait.
 *
 * Every request is counted *before* its work starts (an atomic upsert per tier), so a burst sent at once
 * cannot all pass a check made before the first of them is counted: of N parallel requests, at most a
 * tier's `max` go through, whatever their timing. A request refused by the throttle gives its hits back (it
 * did nothing, so a burst does not lock the owner out for longer than the requests actually tried). For
 * `failures`, a request that ends without one of the counted refusals (a right password) gives its hits back
 * when it is answered; until then it holds its place, so a right password sent in a burst of wrong ones is
 * refused once the tier is full.
 */
export async function createThrottle(app: FastifyInstance, db: Db, enabled: boolean) {
  const counter = createThrottleCounter(db);
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(counter) });
  const held = new WeakMap<FastifyRequest, Held>();

  const checksOf = (limiters: readonly Limiter[]): TierCheck[] =>
    limiters.flatMap((limiter) =>
      limiter.tiers.map((tier) => {
        const nameSpace = `${limiter.name}-${tier.windowMs}`;
        // nameSpace is read by our store (see throttle-store.ts); the plugin passes unknown options through.
        const options = { max: tier.max, timeWindow: tier.windowMs, nameSpace };
        const key = limiter.key;
        return {
          key,
          nameSpace,
          check: app.createRateLimit(key ? { ...options, keyGenerator: (r) => key(r) ?? '' } : options),
        };
      }),
    );

  const release = async (keys: readonly string[]) => {
    for (const key of keys) await counter.release(key);
  };

  /**
   * Counts the request in every tier. Allowed: the keys it holds. Refused: its hits are given back and the
   * answer is the longest wait among the full tiers.
   */
  async function reserve(
    checks: TierCheck[],
    request: FastifyRequest,
  ): Promise<{ wait: 0; keys: string[] } | { wait: number }> {
    const keys: string[] = [];
    let wait = 0;
    try {
      for (const { key, check, nameSpace } of checks) {
        if (key && key(request) === undefined) continue;
        const result = await check(request, { increment: true });
        if (result.isAllowed) continue;
        keys.push(`${nameSpace}:${result.key}`);
        if (result.isExceeded) wait = Math.max(wait, result.ttlInSeconds, 1);
      }
    } catch (error) {
      await release(keys);
      throw error;
    }
    if (wait === 0) return { wait: 0, keys };
    await release(keys);
    return { wait };
  }

  const refuse = (reply: FastifyReply, wait: number) => {
    reply.header('retry-after', String(wait));
    throw throttled(wait);
  };

  return {
    enabled,
    /**
     * A check to call where costly work starts (a page render the cache cannot answer): counts the request
     * and answers whether every tier still had room (a refused one gives its hit back).
     */
    allows(limiters: readonly Limiter[]): (request: FastifyRequest) => Promise<boolean> {
      if (!enabled) return async () => true;
      const checks = checksOf(limiters);
      return async (request) => (await reserve(checks, request)).wait === 0;
    },
    /** Every request that passed validation and was let through counts (SMS sends). */
    attempts(limiters: readonly Limiter[]): ThrottleHooks {
      if (!enabled) return NO_HOOKS;
      const checks = checksOf(limiters);
      return {
        preHandler: async (request, reply) => {
          const result = await reserve(checks, request);
          if (result.wait > 0) refuse(reply, result.wait);
        },
        onError: async () => undefined,
        onResponse: async () => undefined,
      };
    },
    /**
     * Only refusals with one of `codes` count (wrong passwords, wrong codes): each request holds a hit from
     * before its check until it is answered, and gives it back unless it ended in one of those refusals.
     */
    failures(limiters: readonly Limiter[], codes: readonly number[]): ThrottleHooks {
      if (!enabled) return NO_HOOKS;
      const checks = checksOf(limiters);
      return {
        preHandler: async (request, reply) => {
          const result = await reserve(checks, request);
          if (!('keys' in result)) return refuse(reply, result.wait);
          held.set(request, { keys: result.keys, counts: false });
        },
        onError: async (request, _reply, error) => {
          const hold = held.get(request);
          if (hold && error instanceof ApiError && codes.includes(error.retcode)) hold.counts = true;
        },
        onResponse: async (request) => {
          const hold = held.get(request);
          held.delete(request);
          if (hold && !hold.counts) await release(hold.keys);
        },
      };
    },
  };
}

export type Throttle = Awaited<ReturnType<typeof createThrottle>>;
