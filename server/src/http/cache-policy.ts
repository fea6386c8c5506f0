import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../static/registry-source';
import type { AnswerCache } from './answer-cache';
import { readyBytes } from './ready-bytes';

/**
 * Who may keep an answer, and for how long (docs/userapi.md "Caching", docs/sportapi.md "缓存"). Every route
 * declares its policy where it is defined, in its options: `{ config: { cache: 'live' }, schema: … }`. A route
 * without one is answered as private and logged once, and the route-table test fails, so a new route cannot
 * go out without a decision.
 *
 * - `private`: the answer is the caller's (an account, a purchase, follows, a session) or an action:
 *   `Cache-Control: private, no-store` and `Vary: token`, no `ETag`, so no cache keeps, shares or validates it.
 * - `viewer`: the same for everyone without a `token` header (then `live`); with one it may carry the
 *   caller's state (a bought analysis, a followed expert, the reader's likes) and is private. Always `Vary: token`.
 * - Public, the same for everyone, each with a strong `ETag` of its bytes and `304` on `If-None-Match`:
 *   - `fresh`: kept, but asked again on every use (`no-cache`): answers that must agree with another read.
 *   - `live`: a few seconds at a shared cache, scores in play; a browser asks again on every read.
 *   - `reference`: minutes at a shared cache, built from finished matches (leaders, players, the league
 *     tree); a browser asks again on every read.
 *   - `past`: a finished past season, a day at a shared cache, an hour in a browser. A route is never declared `past`; its handler says so for one
 *     answer (`answerIsPastSeason`) when it served a past season.
 * - `own`: pages, files and streams whose handler sets Cache-Control itself (no-cache pages with per-response
 *   nonces, immutable version files, no-store stand-in pages, event streams).
 *
 * Only a 200 answer is kept; an error of a public route is `no-store`. An answer that sets a cookie is private
 * whatever its route.
 */
export type PublicKind = 'fresh' | 'live' | 'reference' | 'past';
export type CachePolicy = 'private' | 'viewer' | 'own' | Exclude<PublicKind, 'past'>;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Cache-Control per public kind (docs/sportapi.md "缓存"). A browser keeps nothing of the present season
 * fresh (`max-age=0`): it asks again on every read and gets an empty 304 when nothing changed, so no screen
 * shows an answer older than the server's. `stale-while-revalidate` is left out of Cache-Control on purpose:
 * browsers honour it too (Chrome 75+, Firefox 68+) and would show a stale list while revalidating. Shared
 * caches keep an answer `s-maxage`; the edge's stale window is in `CDN-Cache-Control` (RFC 9213, read by
 * CDNs and targeted caches only, never by browsers). The longest a shared cache may serve an answer after it
 * was made is that header's `max-age` + `stale-while-revalidate`: fresh 0 s, live 8 s, reference 3 min,
 * past 25 h; a browser, past seasons only, an hour.
 */
export const CACHE_CONTROL: Record<PublicKind, string> = {
  fresh: 'public, no-cache',
  live: 'public, max-age=0, s-maxage=3',
  reference: 'public, max-age=0, s-maxage=120',
  past: 'public, max-age=3600, s-maxage=86400',
};
/** What a shared cache in front of the server (CDN, the nginx edge) is told; none for `fresh`. */
export const CDN_CACHE_CONTROL: Record<PublicKind, string | undefined> = {
  fresh: undefined,
  live: 'max-age=3, stale-while-revalidate=5',
  reference: 'max-age=120, stale-while-revalidate=60',
  past: 'max-age=86400, stale-while-revalidate=3600',
};
/** What a viewer route's answer without a token is kept as. */
const VIEWER_KIND: PublicKind = 'live';
/** The request header the answer depends on when it depends on the caller. */
const CALLER_HEADER = 'token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may keep this route's answers (http/cache-policy.ts); none: answered as private, and a test fails. */
    cache?: CachePolicy;
  }
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === header)) return;
  reply.header('vary', [...list, header].join(', '));
}

function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  // A CDN reads CDN-Cache-Control instead of Cache-Control: a private answer never carries one.
  reply.removeHeader('cdn-cache-control');
  // A private answer is never validated against a shared copy either.
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  addVary(reply, CALLER_HEADER);
}

const pastSeasonAnswers = new WeakSet<FastifyRequest>();

/**
 * The handler served a finished past season (sport/history): its answer is kept as `past` (a day) instead of
 * its route's kind. Nothing else of the answer may depend on the present.
 */
export function answerIsPastSeason(request: FastifyRequest): void {
  pastSeasonAnswers.add(request);
}

/** A strong validator of the answer's bytes (before compression), as `/registry.json`'s. */
export function etagOf(body: string | Buffer): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * A public answer: its kind's Cache-Control, `Vary: accept-encoding` (the only header it depends on; the
 * compression hook runs after this one), and for a 200 with a body a strong ETag, answered with an empty 304
 * when `If-None-Match` names it.
 */
function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: PublicKind,
  payload: unknown,
  answers: AnswerCache | undefined,
): unknown {
  if (reply.statusCode !== 200) {
    reply.header('cache-control', 'no-store');
    reply.removeHeader('cdn-cache-control');
    return payload;
  }
  const past = pastSeasonAnswers.has(request) || (answers?.servedPast(request) ?? false);
  const answered = past ? 'past' : kind;
  reply.header('cache-control', CACHE_CONTROL[answered]);
  const cdn = CDN_CACHE_CONTROL[answered];
  if (cdn === undefined) reply.removeHeader('cdn-cache-control');
  else reply.header('cdn-cache-control', cdn);
  addVary(reply, 'accept-encoding');
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // An answer from the answer cache (http/answer-cache.ts) comes with its tag; a new one is kept there.
  const kept = answers?.servedEtag(request);
  const etag = kept ?? etagOf(payload);
  if (!kept && typeof payload === 'string') answers?.keep(request, reply, payload, etag, past);
  reply.header('etag', etag);
  // Compressed once per body (http/ready-bytes.ts), not for every request.
  if (!matchesEtag(request.headers['if-none-match'], etag)) return readyBytes(request, reply, etag, payload);
  reply.code(304);
  // HEAD: Fastify's own HEAD hook (after this one) sizes the body a GET would send and drops it.
  if (request.method === 'HEAD') return payload;
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return null;
}

/** Methods that change nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A registered route and the policy it declared. */
export interface RouteCache {
  method: string;
  url: string;
  cache: CachePolicy | undefined;
}
const routesOf = new WeakMap<FastifyInstance, RouteCache[]>();

/** Every route registered after `installCachePolicy` (one entry per method), for the route-table test. */
export function registeredRoutes(app: FastifyInstance): readonly RouteCache[] {
  return routesOf.get(app) ?? [];
}

/** The policy a route declared (HEAD answers as GET); undefined for a route that declared none. */
export function cachePolicyOf(app: FastifyInstance, method: string, url: string): CachePolicy | undefined {
  const asked = method === 'HEAD' ? 'GET' : method;
  return registeredRoutes(app).find((r) => r.method === asked && r.url === url)?.cache;
}

/** Applies each route's policy to every answer it gives, errors included (`own` routes keep their headers). */
const answersOf = new WeakMap<FastifyInstance, AnswerCache>();
/** The answer cache the app was given (for tests and the bench), if any. */
export function answerCacheOf(app: FastifyInstance): AnswerCache | undefined {
  return answersOf.get(app);
}

export function installCachePolicy(app: FastifyInstance, answers?: AnswerCache): void {
  if (answers) answersOf.set(app, answers);
  const undecided = new Set<string>();
  const routes: RouteCache[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    const cache = route.config?.cache;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, cache });
    answers?.wrap(route);
  });
  if (answers)
    app.addHook('onResponse', async (request, reply) => {
      // A write that succeeded may change any public answer: none is served from before it.
      if (!READS.has(request.method) && reply.statusCode < 400) answers.clear();
    });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // No route matched: the not-found handler's page (own) or 404 envelope.
    if (url === undefined) return payload;
    const policy = request.routeOptions.config.cache;
    if (policy === 'own') return payload;
    if (policy === undefined) {
      const key = `${request.method} ${url}`;
      if (!undecided.has(key)) {
        undecided.add(key);
        request.log.error(`no cache policy for ${key}: answered as private`);
      }
      markPrivate(reply);
    } else if (policy === 'private' || reply.hasHeader('set-cookie')) {
      // Whatever sets a cookie is one visitor's answer.
      markPrivate(reply);
    } else if (policy === 'viewer') {
      if (request.headers[CALLER_HEADER]) markPrivate(reply);
      else {
        addVary(reply, CALLER_HEADER);
        return sendPublic(request, reply, VIEWER_KIND, payload, answers);
      }
    } else {
      return sendPublic(request, reply, policy, payload, answers);
    }
    return payload;
  });
}
