import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { ViewportGuessContext, useMediaQuery } from '../viewport-guess';
import { guessMatches, readViewportGuess, type ViewportGuess } from '../viewport-hint';

/** The server renders for its guess of the screen, and the browser hydrates for the same guess. */

function Layout() {
  return <p>{useMediaQuery('(max-width: 640px)') ? '手机布局' : '宽屏布局'}</p>;
}
const page = (guess: ViewportGuess) => (
  <ViewportGuessContext.Provider value={guess}>
    <Layout />
  </ViewportGuessContext.Provider>
);

/** A screen `width` px wide for window.matchMedia (jsdom has none). */
function screenOf(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: guessMatchesWidth(query, width),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
function guessMatchesWidth(query: string, width: number): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  return max ? width <= Number(max[1]) : false;
}

it('answers width queries for a guess: a phone is 375 px, a wide screen 1280 px', () => {
  expect(guessMatches('(max-width: 640px)', 'phone')).toBe(true);
  expect(guessMatches('(max-width: 640px)', 'wide')).toBe(false);
  expect(guessMatches('(min-width: 641px) and (max-width: 1440px)', 'wide')).toBe(true);
  expect(guessMatches('(min-width: 641px) and (max-width: 1440px)', 'phone')).toBe(false);
  expect(guessMatches('(prefers-color-scheme: dark)', 'phone')).toBe(false);
});

it('reads the guess a page carries on #root; none means wide', () => {
  const root = document.createElement('div');
  expect(readViewportGuess(root)).toBe('wide');
  root.setAttribute('data-viewport', 'phone');
  expect(readViewportGuess(root)).toBe('phone');
  root.setAttribute('data-viewport', 'tv');
  expect(readViewportGuess(root)).toBe('wide');
});

it.each([['phone' as const], ['wide' as const]])(
  'the server renders for a %s guess and the browser hydrates the same markup, without a mismatch',
  async (guess) => {
    const html = renderToString(page(guess));
    expect(html).toContain(guess === 'phone' ? '手机布局' : '宽屏布局');
    screenOf(guess === 'phone' ? 375 : 1440);
    const container = document.createElement('div');
    container.innerHTML = html;
    const first = container.firstElementChild;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(guess), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // The same element, with the same text: nothing was rendered again after hydration.
    expect(container.firstElementChild).toBe(first);
    expect(container.textContent).toBe(guess === 'phone' ? '手机布局' : '宽屏布局');
  },
);

it('after hydration the real screen wins when the guess was wrong', async () => {
  const html = renderToString(page('wide'));
  screenOf(375);
  const container = document.createElement('div');
  container.innerHTML = html;
  await act(async () => {
    hydrateRoot(container, page('wide'));
  });
  expect(container.textContent).toBe('手机布局');
});
