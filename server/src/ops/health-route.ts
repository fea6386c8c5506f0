import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../http/envelope';
import { FEDERATION_NAMES, type AppName, type RemoteName } from '@jincheng/shared/core';
import { boundedJsonParser } from '../http/bounded-json';
import type { Throttle } from '../security/throttle';
import { DEFAULT_THROTTLE, type Tier } from '../security/throttle-rules';
import { HEALTH_KINDS, type HealthKind, type HealthStore, type PageEvents } from './health-store';
import { liveVersions, registrySampleRate } from './live-versions';
import type { PageLoadIds } from './page-load-id';

export const HEALTH_PATH = '/opsapi/health';
/** Where a page fetches its page-load id (no-store, after the page has loaded). */
export const PAGE_LOAD_PATH = '/opsapi/health/page';
/** Events one beacon carries at most, and how many of a kind one event counts at most. */
export const MAX_HEALTH_EVENTS = 50;
export const MAX_EVENT_COUNT = 50;
const BODY_LIMIT = 8 * 1024;
/**
 * A sample rate below this weighs as this: one event never counts more than 1,000 times its count, whatever
 * a client claims.
 */
const MIN_SAMPLE = 0.001;

export const HEALTH_APPS: readonly AppName[] = ['shell', ...(Object.keys(FEDERATION_NAMES) as RemoteName[])];

interface BeaconBody {
  page?: string;
  sample?: number;
  events: { app: AppName; version: string; kind: HealthKind; count: number }[];
}

const bodySchema = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
    // Optional in the schema, so a page of an older build gets its 204 (and counts nothing) rather than a 400.
    page: { type: 'string', maxLength: 100 },
    sample: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_HEALTH_EVENTS,
      items: {
        type: 'object',
        required: ['app', 'version', 'kind'],
        additionalProperties: false,
        properties: {
          app: { type: 'string', enum: HEALTH_APPS },
          version: { type: 'string', minLength: 1, maxLength: 100 },
          kind: { type: 'string', enum: HEALTH_KINDS },
          count: { type: 'integer', minimum: 1, maximum: MAX_EVENT_COUNT, default: 1 },
        },
      },
    },
  },
} as const;

export interface HealthBeaconOptions {
  store: HealthStore;
  /** The build folder whose registry.json names the live versions. */
  outDir: string;
  throttle: Throttle;
  /** Signs and checks page-load ids. */
  pageLoads: PageLoadIds;
  /** Beacons per client IP (ThrottleRules.healthIp); default DEFAULT_THROTTLE.healthIp. */
  rules?: Tier[];
  /** Page-load ids per client network (ThrottleRules.healthPageNet); default DEFAULT_THROTTLE.healthPageNet. */
  pageRules?: Tier[];
  now?: () => number;
  /** The sampling draw (default Math.random). */
  random?: () => number;
}

/**
 * A request another site's page made in the visitor's browser (`Sec-Fetch-Site` is set by every current
 * browser, and no page can change it). text/plain beacons need no CORS preflight, so without this any site
 * could post counts through its visitors.
 */
const crossSite = (request: FastifyRequest) => {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
};

/**
 * `POST /opsapi/health` (issue 29, docs/releases.md "Health beacons"): the browsers' release health beacons.
 * Sent with `navigator.sendBeacon`, so JSON arrives as application/json or text/plain. A valid beacon is
 * answered 204 whatever becomes of it: beacons without a valid page-load id (issue 44), versions the live
 * registry does not name, beacons past the per-client limit and beacons from other sites' pages are dropped
 * without a word, so a beacon never has a reason to be sent again. Stored: app, version, minute, kind and
 * count — no address, user or URL; each page-load id counts once per app and kind, whatever it claims.
 *
 * `GET /opsapi/health/page`: a page-load id for the page that asks, at most `healthPageNet` a client network
 * (an IPv4 address, an IPv6 /64) — the cap on what one network can count. Past it, or asked from another
 * site, the answer is `{ id: null }`: that page load reports nothing.
 */
export async function registerHealthBeacons(
  app: FastifyInstance,
  {
    store,
    outDir,
    throttle,
    pageLoads,
    rules,
    pageRules,
    now = () => Date.now(),
    random = () => Math.random(),
  }: HealthBeaconOptions,
): Promise<void> {
  const allows = throttle.allows([{ name: 'health-ip', tiers: rules ?? DEFAULT_THROTTLE.healthIp ?? [] }]);
  // The throttle's IP key folds IPv6 to its /64: a network, not an address.
  const issues = throttle.allows([
    { name: 'health-page-net', tiers: pageRules ?? DEFAULT_THROTTLE.healthPageNet ?? [] },
  ]);
  const none = { id: null, expiresAt: null };
  app.get(PAGE_LOAD_PATH, { config: { cache: 'private' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    if (crossSite(request) || !(await issues(request))) return ok(none);
    // The server draws which page loads report (the registry's healthSampleRate), after the network's
    // request was counted: asking again and again cannot raise a network's share above real sampling.
    if (random() >= (await registrySampleRate(outDir))) return ok(none);
    return ok(pageLoads.issue(now()));
  });
  await app.register(async (scope) => {
    // sendBeacon with a string sends text/plain: parsed as JSON here (this route only), as strictly as the
    // server's JSON parser (prototype poisoning refused, nesting beyond 64 refused before parsing).
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      boundedJsonParser(scope),
    );
    scope.post<{ Body: BeaconBody }>(
      HEALTH_PATH,
      { config: { cache: 'private' }, bodyLimit: BODY_LIMIT, schema: { body: bodySchema } },
      async (request, reply) => {
        reply.code(204).header('cache-control', 'no-store');
        if (crossSite(request) || !(await allows(request))) return reply.send();
        // Only a page load the server issued counts: anything else is an anonymous claim.
        const verified = pageLoads.verify(request.body.page, now());
        if (!verified) return reply.send();
        const known = await liveVersions(outDir);
        // The server drew the sample when it issued the id: each count weighs 1 / the registry's rate (1 when
        // none is set). What the page says of its sampling (`sample`, from older builds) is not read.
        const rate = await registrySampleRate(outDir);
        const weight = Math.max(1, Math.round(1 / Math.max(rate, MIN_SAMPLE)));
        const events: PageEvents['events'] = [];
        for (const { app: name, version, kind } of request.body.events) {
          if (known.get(name)?.has(version)) events.push({ app: name, version, kind });
        }
        if (events.length > 0)
          store.recordPage({ page: verified.page, expiresAt: verified.expiresAt, weight, events }, now());
        return reply.send();
      },
    );
  });
}
