/**
 * 锦城体育 service worker (docs/pwa.md), bundled with its Workbox modules into server/public/pwa/sw.js by
 * `npm run build:sw` (webpack/build-sw.js). Workbox's routing, strategies and expiration do the work; its
 * precaching does not fit (the shell and each remote are released on their own, so no one build knows the
 * file list, and version folders are already immutable), so the install step keeps only the offline page.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  OFFLINE_FILES,
  OFFLINE_URL,
  PAGES_CACHE,
  PAGE_TIMEOUT_SECONDS,
  SCORES_CACHE,
  STATIC_CACHE,
  STATIC_LIMIT,
  lastScoresKey,
  ruleFor,
  type Rule,
} from './rules';

interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}
/** The parts of the worker's global scope used here (the DOM library the project compiles with lacks its type). */
const worker = self as unknown as {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WaitUntil) => void): void;
};

const on =
  (rule: Rule) =>
  ({ url, request }: { url: URL; request: Request }) =>
    ruleFor(url, request, worker.location.origin) === rule;

/** Only whole answers are kept: a failed or partial upload (404, 503) never is. */
const whole = () => new CacheableResponsePlugin({ statuses: [200] });

// Version folders never change: cache first, the least recently used beyond the limit dropped.
registerRoute(
  on('immutable'),
  new CacheFirst({
    cacheName: STATIC_CACHE,
    plugins: [whole(), new ExpirationPlugin({ maxEntries: STATIC_LIMIT })],
  }),
);

// The registry: network first, so a promote or rollback reaches the next load; its last copy when offline
// (one copy, whatever query the request had).
const oneRegistry: WorkboxPlugin = {
  cacheKeyWillBeUsed: async () => new URL('/registry.json', worker.location.origin).href,
};
registerRoute(on('registry'), new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [whole(), oneRegistry] }));

// The offline page's own files: network first, else the copy kept at install.
registerRoute(on('offline-file'), new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [whole()] }));

// A score list: network only; the last good answer per sport is kept for the offline page, beside the answer
// (the page does not wait for the write; waitUntil keeps the worker alive until it is done).
const keepLastScores: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response, event }) => {
    if (response.status === 200) {
      const copy = response.clone();
      const write = async () => {
        const body = await copy.text();
        const cache = await caches.open(SCORES_CACHE);
        await cache.put(
          lastScoresKey(new URL(request.url)),
          new Response(body, {
            headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) },
          }),
        );
      };
      (event as unknown as WaitUntil).waitUntil(write().catch(() => undefined));
    }
    return response;
  },
};
registerRoute(on('scores'), new NetworkOnly({ plugins: [keepLastScores] }));

// Pages: always from the server (the registry they carry must be current), started in parallel with the
// worker's own start-up (navigation preload); a page that fails or stalls shows the offline page.
const offlinePage: WorkboxPlugin = {
  handlerDidError: async () => (await caches.match(OFFLINE_URL)) ?? Response.error(),
};
navigationPreload.enable();
registerRoute(
  on('page'),
  new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS, plugins: [offlinePage] }),
);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => worker.skipWaiting()),
  );
});

// Caches of earlier workers go; this worker takes the open pages at once (it holds no state worth migrating).
worker.addEventListener('activate', (event) => {
  const keep = [STATIC_CACHE, PAGES_CACHE, SCORES_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !keep.includes(name)).map((name) => caches.delete(name))),
      ),
  );
});
clientsClaim();
