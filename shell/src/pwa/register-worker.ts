/**
 * The one place the service worker (server/public/pwa/sw.js, docs/pwa.md) is registered: production builds
 * only (a dev server's bundles change on every save), after the page has loaded so it never competes with
 * the first screen. A browser without service workers simply does without.
 */
export function registerWorker(
  nav: Navigator = navigator,
  production = process.env.NODE_ENV === 'production',
): void {
  if (!production || !('serviceWorker' in nav)) return;
  const register = () => void nav.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
