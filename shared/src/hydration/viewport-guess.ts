import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { guessMatches, type ViewportGuess } from './viewport-hint';

/** The guess the server rendered for (the shell provides it, on the server and while hydrating). */
export const ViewportGuessContext = createContext<ViewportGuess>('wide');

/**
 * Whether a media query matches, following changes (rotation, resizing). On the server and while the browser
 * hydrates server HTML it answers for the server's guess of the screen, the real answer from then on.
 */
export function useMediaQuery(query: string): boolean {
  const guess = useContext(ViewportGuessContext);
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
    () => guessMatches(query, guess),
  );
}
