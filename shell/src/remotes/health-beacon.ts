import type { RemoteName } from '@jincheng/shared';

/**
 * Release health from the browser (issue 29): what happened to each remote version on this page, sent to
 * `/opsapi/health` for the canary analysis. Events are counted per (app, version, kind) and go out together,
 * 3 s after the first one or at once when the page is hidden or left, with `navigator.sendBeacon` (a `fetch`
 * with `keepalive` where that is missing or refuses). Nothing personal is sent: no bucket, user or URL.
 * The wire format: `{ "sample"?: r, "events": [{ "app", "version", "kind", "count" }] }`, ≤ 50 events
 * a beacon, each count ≤ 50.
 */
export type HealthKind = 'mount' | 'load-fail' | 'render-error' | 'fallback';

export interface HealthEvent {
  app: RemoteName;
  version: string;
  kind: HealthKind;
  count: number;
}

export const HEALTH_URL = '/opsapi/health';
export const FLUSH_AFTER_MS = 3000;
export const MAX_EVENTS = 50;
export const MAX_COUNT = 50;

const queue = new Map<string, HealthEvent>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** The registry's sample rate, once given; whether this page reports is drawn once, on first need. */
let sampleRate: number | undefined;
let reporting: boolean | undefined;

/** `healthSampleRate` of the registry (0 < r ≤ 1): the share of page loads that report. The first one counts. */
export function setHealthSampleRate(rate: number | undefined): void {
  if (sampleRate === undefined && reporting === undefined) sampleRate = rate;
}

function pageReports(): boolean {
  reporting ??= sampleRate === undefined || Math.random() < sampleRate;
  return reporting;
}

function post(body: string): void {
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(HEALTH_URL, blob)) return;
    void fetch(HEALTH_URL, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Health reports never disturb the page.
  }
}

/** Sends what is queued, 50 events a beacon. */
export function flushHealth(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = [...queue.values()];
  queue.clear();
  for (let i = 0; i < events.length; i += MAX_EVENTS) {
    const batch = events.slice(i, i + MAX_EVENTS);
    post(JSON.stringify({ ...(sampleRate === undefined ? {} : { sample: sampleRate }), events: batch }));
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', flushHealth);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealth();
  });
}

/**
 * Counts one event of `app` at `version`. Callers leave out dev-server remotes (`customEntry`); the server
 * render never reports (no window).
 */
export function reportHealth(app: RemoteName, version: string, kind: HealthKind): void {
  if (typeof window === 'undefined' || !pageReports()) return;
  const key = `${app}|${version}|${kind}`;
  const known = queue.get(key);
  if (known) known.count = Math.min(MAX_COUNT, known.count + 1);
  else queue.set(key, { app, version, kind, count: 1 });
  listen();
  timer ??= setTimeout(flushHealth, FLUSH_AFTER_MS);
}
