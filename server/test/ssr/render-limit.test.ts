import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { publishFixture, writeRegistry } from '../static/published';
import { startServer, type TestServer } from '../user/helpers';

/**
 * Server renders the page cache cannot answer are limited per client (docs/userapi.md, "Throttling") and in
 * number at once per process (JC_SSR_MAX_RENDERS).
 */
jest.setTimeout(60_000);

const PAGE =
  '<!doctype html><html><head><title>锦城体育</title></head><body><div id=root></div></body></html>';

let server: TestServer;
beforeAll(async () => {
  process.env.JC_SSR_MAX_RENDERS = '2';
  server = await startServer('development', {
    config: { throttle: { ...DEFAULT_THROTTLE, renderIp: [{ max: 3, windowMs: 60_000 }] } },
  });
  const outDir = path.join(server.dataDir, 'out');
  publishFixture(outDir, 'shell', '1.0.0-r', { 'index.html': PAGE, 'main.js': '' });
  const node = path.join(outDir, 'shell/1.0.0-r/node');
  fs.mkdirSync(node, { recursive: true });
  fs.writeFileSync(
    path.join(node, 'main.js'),
    `exports.setUpServerRendering = () => {};
     exports.renderPage = async (input) => {
       // A news article takes 400 ms to render here: long enough for renders to overlap.
       if (input.url.startsWith('/news')) await new Promise((resolve) => setTimeout(resolve, 400));
       return { html: '<main>' + input.url + '</main>', data: '{}', title: '锦城体育', clientOnly: [] };
     };`,
  );
  writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-r' }, remotes: {} });
});
afterAll(async () => {
  delete process.env.JC_SSR_MAX_RENDERS;
  await server.close();
});

const page = async (url: string, ip: string) => {
  const res = await fetch(`${server.base}${url}`, { headers: { 'x-forwarded-for': ip } });
  return { status: res.status, render: res.headers.get('x-jc-render'), body: await res.text() };
};

it('renders at most the limit per client; past it the page goes out rendered in the browser', async () => {
  const answers = [];
  for (let id = 1; id <= 6; id += 1) answers.push(await page(`/team/${id}`, '198.51.100.40'));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  expect(answers.map((a) => a.render)).toEqual(['server', 'server', 'server', null, null, null]);
  expect(answers[5]?.body).toContain('<div id=root></div>');
  // A page already in the cache is served to that client as to anyone; another client renders as usual.
  expect((await page('/team/1', '198.51.100.40')).render).toBe('server');
  expect((await page('/team/7', '198.51.100.41')).render).toBe('server');
});

it('counts a burst of cache-busting requests once: unknown parameters cost no render', async () => {
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => page(`/match?cb=${i}-${Math.random()}`, '198.51.100.42')),
  );
  expect(answers.every((a) => a.render === 'server')).toBe(true);
});

it('runs at most JC_SSR_MAX_RENDERS renders at once; past the cap pages go out rendered in the browser', async () => {
  // Six different articles from six clients (no per-client limit reached), all at once.
  const burst = await Promise.all(
    Array.from({ length: 6 }, (_, i) => page(`/news?id=${i + 1}`, `198.51.100.${60 + i}`)),
  );
  expect(burst.every((a) => a.status === 200)).toBe(true);
  expect(burst.filter((a) => a.render === 'server')).toHaveLength(2);
  const refused = burst.filter((a) => a.render === null);
  expect(refused).toHaveLength(4);
  expect(refused[0]?.body).toContain('<div id=root></div>');
  // The cap is given back when a render ends: a refused page renders on the next request, and is not cached
  // as refused.
  const later = burst.findIndex((a) => a.render === null);
  expect((await page(`/news?id=${later + 1}`, '198.51.100.70')).render).toBe('server');
});
