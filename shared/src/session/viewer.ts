import md5 from 'md5';
import { useAtomValue } from 'jotai';
import { useHydrated } from '../utils/use-hydrated';
import { appStore, tokenAtom } from './session-atoms';

/**
 * The id a query key carries for a session: '' signed out, else a digest of the token. Keys are visible to
 * anything that reads the cache (devtools, a dehydrated data block, an error report), so they never hold the
 * bearer token itself; the digest still changes with every sign-in, sign-out and account switch.
 */
export function viewerId(token: string): string {
  return token ? `v${md5(`jc-viewer:${token}`).slice(0, 16)}` : '';
}

/**
 * Who a user-specific read (an expert's `following`, a solution's bought analysis) is for: part of its
 * query key, so signing in or out reads it again instead of showing another viewer's answer. It is the
 * signed-out '' on the server and while the browser hydrates its HTML, like the server's render.
 */
export function useViewer(): string {
  const token = useAtomValue(tokenAtom);
  return useHydrated() ? viewerId(token) : '';
}

/**
 * The viewer outside React (a route's prefetch): the page's session in the browser. On the server always the
 * signed-out '', whatever the process-global store holds: a server render is anonymous and shared.
 */
export function currentViewer(): string {
  return typeof window === 'undefined' ? '' : viewerId(appStore.get(tokenAtom));
}
