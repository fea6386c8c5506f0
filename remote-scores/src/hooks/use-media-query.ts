import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (rotation, resizing). False on the server and while the
 * browser hydrates server HTML (the server cannot know the screen), the real answer from then on.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

export const COMPACT_QUERY = '(max-width: 640px)';
