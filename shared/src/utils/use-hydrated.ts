import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during the browser's hydration of server HTML, true from then on (and from the
 * first render of a page that was not server-rendered). Anything that depends on the browser — the
 * session in localStorage, remembered filters — renders its signed-out/default version until this is true,
 * so the hydrating render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
