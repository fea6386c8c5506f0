import zlib from 'node:zlib';
import { NONCE_PLACEHOLDER, SCRIPT_NONCE_PLACEHOLDER } from '../../src/security/nonce-html';
import { FallbackPage } from '../../src/static/fallback-page';

/** The page rendered in the browser, made once a second rather than per request (fallback-page.ts). */
const TEMPLATE = `<!doctype html><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script nonce="${SCRIPT_NONCE_PLACEHOLDER}">start()</script><p>${'锦城体育 比分 '.repeat(200)}</p>`;

it('gives the same bytes with the same nonces until the page ages or changes', async () => {
  let now = 1;
  const pages = new FallbackPage(1000, () => now);
  const first = pages.for(TEMPLATE);
  const html = (await first.body('identity')).toString('utf8');
  expect(html).toContain(`nonce="${first.nonces.style}"`);
  expect(html).toContain(`<script nonce="${first.nonces.script}">`);
  expect(html).not.toContain(NONCE_PLACEHOLDER);
  expect(first.nonces.script).not.toBe(first.nonces.style);

  now = 999;
  expect(pages.for(TEMPLATE)).toBe(first);
  // Compressed once, the same bytes for every answer.
  expect(await pages.for(TEMPLATE).body('br')).toBe(await first.body('br'));
  expect(zlib.brotliDecompressSync(await first.body('br')).toString('utf8')).toBe(html);

  now = 1001;
  const renewed = pages.for(TEMPLATE);
  expect(renewed).not.toBe(first);
  expect(renewed.nonces.style).not.toBe(first.nonces.style);

  // A new shell version (or registry) is a new page at once.
  const changed = pages.for(TEMPLATE.replace('start()', 'start(2)'));
  expect(changed).not.toBe(renewed);
  expect((await changed.body('gzip')).length).toBeGreaterThan(0);
  expect(zlib.gunzipSync(await changed.body('gzip')).toString('utf8')).toContain('start(2)');
});
