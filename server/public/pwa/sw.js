/*
 * 锦城体育 service worker (docs/pwa.md). Hand-written rather than Workbox: every version folder is already
 * immutable and content-addressed, and each remote is released on its own, so there is no one build whose
 * file list a precache manifest could hold; what is left is four small runtime rules.
 *
 * - /shell/<v>/… and /remotes/<r>/<v>/…: cache first (a version folder never changes);
 * - pages (navigations) and /registry.json: network first, so a promote or rollback reaches the next load;
 *   a page that cannot be fetched shows the offline page, the registry falls back to its last copy;
 * - the offline page's own files: network first, else the copy kept at install;
 * - /sportapi/matches (a score list): network only, but the last good answer is kept for the offline page;
 * - everything else (APIs, the live feed, sign-in): not touched.
 */
const STATIC_CACHE = 'jc-static-v1';
const PAGES_CACHE = 'jc-pages-v1';
const SCORES_CACHE = 'jc-last-scores';
const OFFLINE_URL = '/pwa/offline.html';
const OFFLINE_FILES = [OFFLINE_URL, '/pwa/offline.js', '/pwa/offline.css', '/icons/icon-192.png'];
/** Version files kept; the oldest go first (a year of releases must not fill the disk). */
const STATIC_LIMIT = 400;

/** Which rule a same-origin GET falls under ('none': the browser handles it alone). */
function strategyFor(url, request) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return 'none';
  if (url.pathname.startsWith('/shell/') || url.pathname.startsWith('/remotes/')) return 'immutable';
  if (url.pathname === '/registry.json') return 'registry';
  if (OFFLINE_FILES.includes(url.pathname)) return 'offline-file';
  if (url.pathname === '/sportapi/matches') return 'scores';
  if (request.mode === 'navigate') return 'page';
  return 'none';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PAGES_CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = [STATIC_CACHE, PAGES_CACHE, SCORES_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => !keep.includes(n)).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT)).map((k) => cache.delete(k)));
}

/**
 * The page gets each answer as soon as its headers arrive; the copy is written beside it, and waitUntil keeps
 * the worker alive until it is. (Writing first held every script a first visit loads on a disk write.)
 */
function keep(event, write) {
  event.waitUntil(write().catch(() => undefined));
}

async function cacheFirst(event) {
  const { request } = event;
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // Only whole answers: a failed or partial upload (404/503) is never kept.
  if (response.status === 200) {
    const copy = response.clone();
    keep(event, async () => {
      await cache.put(request, copy);
      await trim(cache);
    });
  }
  return response;
}

async function registryFirst(event) {
  const { request } = event;
  const cache = await caches.open(PAGES_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) {
      const copy = response.clone();
      keep(event, () => cache.put('/registry.json', copy));
    }
    return response;
  } catch (error) {
    const copy = await cache.match('/registry.json');
    if (copy) return copy;
    throw error;
  }
}

async function offlineFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const copy = await caches.match(request, { cacheName: PAGES_CACHE });
    if (copy) return copy;
    throw error;
  }
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_URL);
    return offline || Response.error();
  }
}

async function scores(event, url) {
  const response = await fetch(event.request);
  if (response.status === 200) {
    const sport = url.searchParams.get('sport') === 'basketball' ? 'basketball' : 'football';
    const copy = response.clone();
    keep(event, async () => {
      const body = await copy.text();
      const cache = await caches.open(SCORES_CACHE);
      await cache.put(
        `/__last-scores/${sport}`,
        new Response(body, { headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) } }),
      );
    });
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const strategy = strategyFor(url, event.request);
  if (strategy === 'immutable') event.respondWith(cacheFirst(event));
  else if (strategy === 'registry') event.respondWith(registryFirst(event));
  else if (strategy === 'page') event.respondWith(page(event.request));
  else if (strategy === 'offline-file') event.respondWith(offlineFile(event.request));
  else if (strategy === 'scores') event.respondWith(scores(event, url));
});
