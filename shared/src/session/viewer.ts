import { useAtomValue } from 'jotai';
import { useHydrated } from '../utils/use-hydrated';
import { appStore, tokenAtom } from './session-atoms';

/**
 * Who a user-specific read (an expert's `following`, a solution's bought analysis) is for: part of its
 * query key, so signing in or out reads it again instead of showing another viewer's answer. It is the
 * signed-out '' on the server and while the browser hydrates its HTML, like the server's render.
 */
export function useViewer(): string {
  const token = useAtomValue(tokenAtom);
  return useHydrated() ? token : '';
}

/**
 * The viewer outside React (a route's prefetch): the page's session in the browser. On the server always the
 * signed-out '', whatever the process-global store holds: a server render is anonymous and shared.
 */
export function currentViewer(): string {
  return typeof window === 'undefined' ? '' : appStore.get(tokenAtom);
}
