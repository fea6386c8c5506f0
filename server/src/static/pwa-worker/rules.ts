/**
 * The service worker's routing rules (docs/pwa.md), kept apart from Workbox so they can be read and tested alone.
 * Which rule a request falls under; 'none': the worker leaves it to the browser.
 */
export type Rule = 'immutable' | 'registry' | 'offline-file' | 'scores' | 'page' | 'none';

export const STATIC_CACHE = 'jc-static-v1';
export const PAGES_CACHE = 'jc-pages-v1';
/** The last score list per sport, for the offline page (also written by remote-scores' keep-last-scores.ts). */
export const SCORES_CACHE = 'jc-last-scores';
export const OFFLINE_URL = '/pwa/offline.html';
export const OFFLINE_FILES = [OFFLINE_URL, '/pwa/offline.js', '/pwa/offline.css', '/icons/icon-192.png'];
/** Version files kept; the least recently used go first (a year of releases must not fill the disk). */
export const STATIC_LIMIT = 400;
/** How long a page may take before the offline page is shown instead (a stalled connection, not a slow one). */
export const PAGE_TIMEOUT_SECONDS = 10;

export function ruleFor(url: URL, request: { method: string; mode: string }, origin: string): Rule {
  if (request.method !== 'GET' || url.origin !== origin) return 'none';
  if (url.pathname.startsWith('/shell/') || url.pathname.startsWith('/remotes/')) return 'immutable';
  if (url.pathname === '/registry.json') return 'registry';
  if (OFFLINE_FILES.includes(url.pathname)) return 'offline-file';
  if (url.pathname === '/sportapi/matches') return 'scores';
  if (request.mode === 'navigate') return 'page';
  return 'none';
}

/** Where the last score list of a sport is kept (the offline page reads it). */
export function lastScoresKey(url: URL): string {
  return `/__last-scores/${url.searchParams.get('sport') === 'basketball' ? 'basketball' : 'football'}`;
}
