import fs from 'node:fs';
import path from 'node:path';
import { publishFixture, writeRegistry } from '../static/published';
import { startServer, type TestServer } from '../user/helpers';

/**
 * In production no render starts while the event loop or the shell's render thread is busy (event-loop
 * utilization over 0.7 in the last half second): the page goes out as its last good render, or rendered in
 * the browser, so a render flood cannot starve the API and the live feed. A page with no render to fall back
 * on still gets one, one such render a second across the process: a server started inside a flood would
 * otherwise render nothing until the flood ends.
 */
jest.setTimeout(60_000);

const PAGE =
  '<!doctype html><html><head><title>锦城体育</title></head><body><div id=root></div></body></html>';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Keeps this process's event loop busy for `ms` (a render, a flood's worth of work). */
function hold(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

let server: TestServer;
beforeAll(async () => {
  // Pages expire at once, so every request below asks for a render.
  process.env.JC_SSR_CACHE_MS = '100';
  process.env.JC_SSR_STALE_MS = '0';
  server = await startServer('production');
  const outDir = path.join(server.dataDir, 'out');
  publishFixture(outDir, 'shell', '1.0.0-b', { 'index.html': PAGE, 'main.js': '' });
  const node = path.join(outDir, 'shell/1.0.0-b/node');
  fs.mkdirSync(node, { recursive: true });
  fs.writeFileSync(
    path.join(node, 'main.js'),
    `let renders = 0;
     exports.setUpServerRendering = () => {};
     exports.renderPage = async (input) => {
       renders += 1;
       // /team/99 keeps the render thread busy (a heavy page, or renders back to back).
       if (input.url === '/team/99') {
         const until = performance.now() + 900;
         while (performance.now() < until);
       }
       return { html: '<main>' + input.url + ' #' + renders + '</main>', data: '{}', title: '锦城体育', clientOnly: [] };
     };`,
  );
  writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-b' }, remotes: {} });
});
afterAll(async () => {
  delete process.env.JC_SSR_CACHE_MS;
  delete process.env.JC_SSR_STALE_MS;
  await server.close();
});

const page = async (url: string) => {
  const res = await fetch(`${server.base}${url}`);
  return { status: res.status, render: res.headers.get('x-jc-render'), body: await res.text() };
};

it('starts no render while the loop is busy: the last good page answers, or the browser renders', async () => {
  // The shell's render thread starts with the first render (it may take a second on a loaded machine):
  // started here, so the windows below measure only this test's loop. The server's start keeps its loop busy
  // for a moment, and a render asked for then is refused (the gate under test): asked again until it renders.
  let warm = await page('/team/0');
  for (let tries = 0; warm.render !== 'server' && tries < 20; tries += 1) {
    await sleep(500);
    warm = await page('/team/0');
  }
  expect(warm.render).toBe('server');
  await sleep(1500); // a quiet loop
  const first = await page('/team/1');
  expect(first.render).toBe('server');
  expect(first.body).toContain('<main>/team/1 #');

  hold(800); // the loop is busy for most of the next window
  // A page never rendered: the one render the gate lets through this second.
  const starved = await page('/team/2');
  expect(starved.render).toBe('server');
  expect(starved.body).toContain('<main>/team/2 #');
  // Another such page in the same second goes out rendered in the browser.
  const unseen = await page('/team/3');
  expect(unseen.status).toBe(200);
  expect(unseen.render).toBeNull();
  expect(unseen.body).toContain('<div id=root></div>');
  // /team/1 has expired, but no render starts: its last good page answers, the same markup as before.
  const again = await page('/team/1');
  expect(again.render).toBe('server');
  expect(again.body).toBe(first.body);

  await sleep(1200); // quiet again: renders start
  const later = await page('/team/3');
  expect(later.render).toBe('server');
  expect(later.body).toContain('<main>/team/3 #');
});

it('starts no render while the render thread is busy, though the server loop is idle', async () => {
  // Heavy renders keep the thread busy for 0.9 s each.
  await sleep(1200);
  // The thread renders for 0.9 s; the server's loop only waits for it.
  const heavy = await page('/team/99');
  expect(heavy.render).toBe('server');
  // The thread is busy: the gate's one render a second for a page never rendered, then no more.
  const starved = await page('/team/5');
  expect(starved.render).toBe('server');
  const next = await page('/team/4');
  expect(next.status).toBe(200);
  expect(next.render).toBeNull();
  expect(next.body).toContain('<div id=root></div>');

  await sleep(1200); // the thread is idle again
  const later = await page('/team/4');
  expect(later.render).toBe('server');
  expect(later.body).toContain('<main>/team/4 #');
});
