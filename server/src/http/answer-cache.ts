import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Whole public answers, kept for a moment (docs/edge.md "The answer cache"). At the busiest hour the same few
 * public reads (the day's match list, a live match) are asked hundreds of times a second, and each time the
 * handler read the database and serialised the answer anew. Here a public answer of a `GET` is kept by its
 * URL for a second or so, and a request for the same URL within that time is answered with the kept bytes and
 * their ETag: the handler does not run, the ETag is not hashed again, and the compressed bytes come from
 * http/ready-bytes.ts. Everything before the handler still runs for every request (validation, security
 * headers, body limits, any route's own preHandler), and everything after it (the cache policy's headers,
 * `304` on `If-None-Match`).
 *
 * Never one caller's answer to another: only routes whose answers are public (`live`, `reference`, and `viewer`
 * without a `token` header) are kept, only a `200` without a cookie, and never for a request that carries a
 * `token`. `fresh` answers (those that must agree with another read) are never kept. The longest an answer is
 * served after it was made is its kind's time below (added to a shared cache's own time: docs/edge.md), and
 * less in practice: every kept answer is dropped when the live feed moves (app.ts) and when a write succeeds
 * on this instance (anything but a read, answered below 400), so a reader sees a score, a hidden comment or
 * his own action at once. Only another instance's write, or one made straight into the database, can be
 * that old. `ANSWER_CACHE=off` turns it off.
 */
export const ANSWER_CACHE_MS = { live: 1_000, reference: 10_000 } as const;
/** Memory bound of the kept answers (bodies before compression). */
export const ANSWER_CACHE_MAX = 32 * 1024 * 1024;

type KeptKind = keyof typeof ANSWER_CACHE_MS;

interface Kept {
  body: string;
  etag: string;
  type: string;
  /** The handler said the answer is of a finished past season (cache-policy's `answerIsPastSeason`). */
  past: boolean;
  until: number;
}

export interface AnswerCache {
  /** Wraps a route's handler when its answers may be kept (from an `onRoute` hook). */
  wrap(route: RouteOptions): void;
  /** A kept answer's ETag for this request (so it is not hashed again), or undefined. */
  servedEtag(request: FastifyRequest): string | undefined;
  /** Whether the answer to this request was served from the cache as a past season's. */
  servedPast(request: FastifyRequest): boolean;
  /** Keeps a public 200 answer of a request the wrapped handler answered (from the cache policy's onSend). */
  keep(request: FastifyRequest, reply: FastifyReply, body: string, etag: string, past: boolean): void;
  stats(): { hits: number; kept: number; entries: number };
  /** Drops every kept answer (the live feed moved, something was written). */
  clear(): void;
}

const CALLER_HEADER = 'token';

export function createAnswerCache(options: { enabled: boolean; now?: () => number }): AnswerCache {
  const now = options.now ?? Date.now;
  const kept = new LRUCache<string, Kept>({
    maxSize: ANSWER_CACHE_MAX,
    sizeCalculation: (entry, key) => entry.body.length + key.length + 64,
  });
  /** Requests the wrapped handler answered, with the kind their answer may be kept as. */
  const misses = new WeakMap<FastifyRequest, KeptKind>();
  const served = new WeakMap<FastifyRequest, Kept>();
  const counts = { hits: 0, kept: 0 };

  const kindOf = (route: RouteOptions): KeptKind | null => {
    const methods = [route.method].flat();
    if (!methods.includes('GET')) return null;
    const policy = route.config?.cache;
    if (policy === 'live' || policy === 'viewer') return 'live';
    if (policy === 'reference') return 'reference';
    return null;
  };

  return {
    wrap(route) {
      const kind = kindOf(route);
      if (!options.enabled || !kind) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function cachedHandler(this: unknown, request, reply) {
        if (request.method !== 'GET' || request.headers[CALLER_HEADER] !== undefined)
          return handler.call(this as never, request, reply);
        const entry = kept.get(request.url);
        if (entry && entry.until > now()) {
          counts.hits += 1;
          served.set(request, entry);
          reply.header('content-type', entry.type);
          return entry.body;
        }
        misses.set(request, kind);
        return handler.call(this as never, request, reply);
      };
    },
    servedEtag: (request) => served.get(request)?.etag,
    servedPast: (request) => served.get(request)?.past ?? false,
    keep(request, reply, body, etag, past) {
      const kind = misses.get(request);
      if (!kind || reply.statusCode !== 200 || reply.hasHeader('set-cookie')) return;
      misses.delete(request);
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      kept.set(request.url, { body, etag, type, past, until: now() + ANSWER_CACHE_MS[kind] });
      counts.kept += 1;
    },
    stats: () => ({ ...counts, entries: kept.size }),
    clear: () => kept.clear(),
  };
}
