import { viewportGuessOf } from '../../src/ssr/viewport-guess';

/** The screen a page request comes from: Chromium's mobile hint first, else the user agent. */
it.each([
  [{ 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0' }, 'phone'],
  [{ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile' }, 'wide'],
  [
    { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile' },
    'phone',
  ],
  [{ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }, 'phone'],
  [{ 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15' }, 'wide'],
  [{}, 'wide'],
] as const)('%o → %s', (headers, guess) => {
  expect(viewportGuessOf(headers)).toBe(guess);
});
