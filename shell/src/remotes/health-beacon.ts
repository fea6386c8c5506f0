import type { RemoteName } from '@jincheng/shared';

/**
 * Release health from the browser (issue 29): what happened to each remote version on this page, sent to
 * `/opsapi/health` for the canary analysis. Events are counted per (app, version, kind) and go out together,
 * 3 s after the first one or at once when the page is hidden or left, with `navigator.sendBeacon` (a `fetch`
 * with `keepalive` where that is missing or refuses). Nothing personal is sent: no bucket, user or URL.
 *
 * A beacon counts only under a page-load id the server issued (issue 44): once the page has loaded, the
 * first event fetches one from `/opsapi/health/page` with a `no-store` request (never inside the page, which
 * the server caches and shares) and every beacon carries it. The server draws which page loads report (the
 * registry's `healthSampleRate`): `{ id: null }` means this one does not, and its events are dropped. An id
 * older than `PAGE_LOAD_REFRESH_MS` is fetched again before the next beacon (the server refuses it after 30
 * minutes). The wire format: `{ "page": id, "events": [{ "app", "version", "kind", "count" }] }`, ≤ 50
 * events a beacon, each count ≤ 50 (the server counts each page load once per app and kind).
 */
export type HealthKind = 'mount' | 'load-fail' | 'render-error' | 'fallback';

export interface HealthEvent {
  app: RemoteName;
  version: string;
  kind: HealthKind;
  count: number;
}

export const HEALTH_URL = '/opsapi/health';
export const PAGE_LOAD_URL = '/opsapi/health/page';
export const FLUSH_AFTER_MS = 3000;
export const MAX_EVENTS = 50;
export const MAX_COUNT = 50;
/** An id is used this long, then a new one is asked for (the server's lifetime is 30 minutes). */
export const PAGE_LOAD_REFRESH_MS = 20 * 60_000;

const queue = new Map<string, HealthEvent>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
/** This page load's id, when it was received; `null`: the server said this page load does not report. */
let pageLoad: { id: string; at: number } | null | undefined;
let asking = false;

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

const fresh = (known: { at: number }) => Date.now() - known.at < PAGE_LOAD_REFRESH_MS;

/** Asks the server for a page-load id (no-store), after the page's own load; then sends what waited. */
function askPageLoad(): void {
  if (asking) return;
  asking = true;
  const ask = () => {
    // Health reports never disturb the page: no fetch (an old browser, a test's document), nothing is asked.
    if (typeof fetch !== 'function') {
      asking = false;
      return;
    }
    fetch(PAGE_LOAD_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
      .then((res) => (res.ok ? res.json() : undefined))
      .then((body: { data?: { id?: unknown } } | undefined) => {
        const id = body?.data?.id;
        pageLoad = typeof id === 'string' && id ? { id, at: Date.now() } : null;
        if (pageLoad === null) queue.clear();
        else if (queue.size > 0) timer ??= setTimeout(flushHealth, FLUSH_AFTER_MS);
      })
      // A failed ask is tried again at the next event.
      .catch(() => undefined)
      .finally(() => (asking = false));
  };
  if (document.readyState === 'complete') ask();
  else window.addEventListener('load', ask, { once: true });
}

/** Sends what is queued, 50 events a beacon, under this page load's id (nothing goes out without one). */
export function flushHealth(): void {
  clearTimeout(timer);
  timer = undefined;
  if (!pageLoad || !fresh(pageLoad)) {
    if (pageLoad !== null) askPageLoad();
    return;
  }
  const events = [...queue.values()];
  queue.clear();
  for (let i = 0; i < events.length; i += MAX_EVENTS) {
    post(JSON.stringify({ page: pageLoad.id, events: events.slice(i, i + MAX_EVENTS) }));
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
  if (typeof window === 'undefined' || pageLoad === null) return;
  const key = `${app}|${version}|${kind}`;
  const known = queue.get(key);
  if (known) known.count = Math.min(MAX_COUNT, known.count + 1);
  else queue.set(key, { app, version, kind, count: 1 });
  listen();
  if (!pageLoad || !fresh(pageLoad)) askPageLoad();
  timer ??= setTimeout(flushHealth, FLUSH_AFTER_MS);
}
