import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { publishFixture, writeRegistry } from '../static/published';
import { startServer, type TestServer } from '../user/helpers';

/** Server renders the page cache cannot answer are limited per client (docs/userapi.md, "Throttling"). */
jest.setTimeout(60_000);

const PAGE =
  '<!doctype html><html><head><title>锦城体育</title></head><body><div id=root></div></body></html>';

let server: TestServer;
beforeAll(async () => {
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
     exports.renderPage = async (input) => ({
       html: '<main>' + input.url + '</main>', data: '{}', title: '锦城体育', clientOnly: [],
     });`,
  );
  writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-r' }, remotes: {} });
});
afterAll(() => server.close());

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
