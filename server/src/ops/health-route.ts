import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FEDERATION_NAMES, type AppName, type RemoteName } from '@jincheng/shared/core';
import { boundedJsonParser } from '../http/bounded-json';
import type { Throttle } from '../security/throttle';
import { DEFAULT_THROTTLE, type Tier } from '../security/throttle-rules';
import { HEALTH_KINDS, type HealthEvent, type HealthKind, type HealthStore } from './health-store';
import { liveVersions, registrySampleRate } from './live-versions';

export const HEALTH_PATH = '/opsapi/health';
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
  sample?: number;
  events: { app: AppName; version: string; kind: HealthKind; count: number }[];
}

const bodySchema = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: {
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
  /** Beacons per client IP (ThrottleRules.healthIp); default DEFAULT_THROTTLE.healthIp. */
  rules?: Tier[];
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
 * answered 204 whatever becomes of it: versions the live registry does not name, beacons past the per-client
 * limit and beacons from other sites' pages are dropped without a word, so a beacon never has a reason to be
 * sent again. Stored: app, version, minute, kind and count — no address, user or URL.
 */
export async function registerHealthBeacons(
  app: FastifyInstance,
  { store, outDir, throttle, rules }: HealthBeaconOptions,
): Promise<void> {
  const allows = throttle.allows([{ name: 'health-ip', tiers: rules ?? DEFAULT_THROTTLE.healthIp ?? [] }]);
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
      { bodyLimit: BODY_LIMIT, schema: { body: bodySchema } },
      async (request, reply) => {
        reply.code(204).header('cache-control', 'no-store');
        if (crossSite(request) || !(await allows(request))) return reply.send();
        const known = await liveVersions(outDir);
        // A page says it was sampled; it cannot have been sampled more thinly than the registry asks, so
        // a claim below the registry's rate (1 when none is set) weighs as that rate.
        const floor = await registrySampleRate(outDir);
        const weight = 1 / Math.max(request.body.sample ?? 1, floor, MIN_SAMPLE);
        const events: HealthEvent[] = [];
        for (const { app: name, version, kind, count } of request.body.events) {
          if (!known.get(name)?.has(version)) continue;
          events.push({ app: name, version, kind, count: Math.max(1, Math.round(count * weight)) });
        }
        if (events.length > 0) store.record(events);
        return reply.send();
      },
    );
  });
}
