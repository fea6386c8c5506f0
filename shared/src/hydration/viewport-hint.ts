/**
 * The server cannot see the screen, but the request says what kind of device asks: a phone's user agent or
 * its `Sec-CH-UA-Mobile` hint (server/src/ssr/viewport-guess.ts). The page is rendered for that guess and
 * carries it (`data-viewport` on #root), so the hydrating render in the browser uses the same one: a phone
 * gets the phone layout in the HTML and nothing is rendered again once the scripts run. After hydration every
 * media query reads the real screen.
 */
export type ViewportGuess = 'phone' | 'wide';

/** On #root of a server-rendered page: the screen it was rendered for. */
export const VIEWPORT_GUESS_ATTRIBUTE = 'data-viewport';

/** The width each guess stands for (a common phone; a laptop). */
const GUESSED_WIDTH: Record<ViewportGuess, number> = { phone: 375, wide: 1280 };

/** Whether a width query (`(max-width: 640px)`, `(min-width: 901px)`, joined by `and`) holds for a guess. */
export function guessMatches(query: string, guess: ViewportGuess): boolean {
  const width = GUESSED_WIDTH[guess];
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
}

/** The guess a server-rendered page carries on its root element ('wide' when it carries none). */
export function readViewportGuess(root: Element | null): ViewportGuess {
  return root?.getAttribute(VIEWPORT_GUESS_ATTRIBUTE) === 'phone' ? 'phone' : 'wide';
}
