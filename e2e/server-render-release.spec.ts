import fs from 'node:fs';
import path from 'node:path';
import { expect, newContext, test, PHONE } from './support/test';
import { registryOf, release } from './support/release-cli';
import { startServerWithCopy, type TestServer } from './support/server';
import { folderOf } from './support/tamper';

/**
 * The server renders remotes from the same release state browsers load them from: promote and rollback
 * switch the next server render with no restart, and a remote whose server build is gone still gives a
 * whole page that the browser finishes.
 */
test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  // A copy of the whole build and a cold start: slow on a busy machine.
  test.setTimeout(180_000);
  server = await startServerWithCopy();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The scores version the server rendered into /match (twice: the first may be a cold render). */
async function serverRenderedScores(url: string): Promise<string | undefined> {
  await fetch(`${url}/match`);
  const response = await fetch(`${url}/match`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  if (!/href="\/matchDetail\/1\/\d+"/.test(root)) return undefined;
  return /data-remote="scores" data-remote-version="([^"]+)"/.exec(root)?.[1];
}

test('promote and rollback change what the next server render shows', async () => {
  test.setTimeout(300_000);
  const { outDir, url } = server;
  const v1 = registryOf(outDir).remotes.scores.current;
  expect(await serverRenderedScores(url)).toBe(v1);
  const published = await release(outDir, 'publish', 'scores', '--build-id', 'e2e-ssr', '--why', 'ssr e2e');
  const v2 = /published scores (\S+)/.exec(published)?.[1] ?? '';
  expect(v2).not.toBe('');
  expect(fs.existsSync(path.join(folderOf(outDir, 'scores', v2), 'node/remoteEntry.js'))).toBe(true);
  expect(await serverRenderedScores(url)).toBe(v1);
  await release(outDir, 'promote', 'scores', v2, '--why', 'ssr e2e promote');
  // The micro-cache keys on the registry: the very next render is the new version.
  expect(await serverRenderedScores(url)).toBe(v2);
  await release(outDir, 'rollback', 'scores', '--why', 'ssr e2e rollback');
  expect(await serverRenderedScores(url)).toBe(v1);
});

test('a returning visitor during a canary (cookie and storage disagree, dark theme, a followed match): server and browser agree', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { outDir, url } = server;
  const current = registryOf(outDir).remotes.scores.current;
  const published = await release(
    outDir,
    'publish',
    'scores',
    '--build-id',
    'e2e-bucket',
    '--why',
    'bucket e2e',
  );
  const canary = /published scores (\S+)/.exec(published)?.[1] ?? '';
  expect(canary).not.toBe('');
  await release(outDir, 'canary', 'scores', canary, '50', '--why', 'bucket e2e');
  try {
    // Which side of the canary each bucket is on, as the server renders it.
    const sides = new Map<string, number>();
    for (const bucket of [0, 1250, 2500, 3750, 5000, 6250, 7500, 8750]) {
      const html = await (await fetch(`${url}/match`, { headers: { cookie: `jc_bucket=${bucket}` } })).text();
      const version = /data-remote="scores" data-remote-version="([^"]+)"/.exec(html)?.[1];
      if (version && !sides.has(version)) sides.set(version, bucket);
    }
    expect([...sides.keys()].sort()).toEqual([canary, current].sort());
    const cookieBucket = sides.get(canary) as number;
    const storedBucket = sides.get(current) as number;

    const context = await newContext(browser, PHONE);
    try {
      await context.addCookies([{ name: 'jc_bucket', value: String(cookieBucket), url }]);
      // Storage from an earlier visit says the other side (cookies were cleared since); theme dark.
      await context.addInitScript((bucket) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          sessionStorage.setItem('e2e-seeded', '1');
          localStorage.setItem('jcty_canaryBucket', String(bucket));
          localStorage.setItem('jcty_theme', 'dark');
        }
      }, storedBucket);
      const page = await context.newPage();
      const messages: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
      });
      page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
      const slot = page.locator('main [data-remote="scores"]');
      await page.goto(`${url}/match`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(slot).toHaveAttribute('data-remote-version', canary);
      // The route's slot live (a tap before that is early-taps.spec's subject, not this test's).
      const live = page.locator('main[data-slot][data-hydrated]');
      await expect(live).toHaveCount(1, { timeout: 30_000 });
      // Follow the first match, then come back: the followed star, the theme and the canary, hydrated.
      const first = page.locator('[data-match-id]').first();
      const id = await first.getAttribute('data-match-id');
      const star = page
        .locator(`[data-match-id="${id}"]`)
        .first()
        .getByRole('button', { name: /^关注 / });
      await star.tap();
      await expect(star, `console: ${messages.join(' | ')}`).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      await expect(live).toHaveCount(1, { timeout: 30_000 });
      await expect(slot).toHaveAttribute('data-remote-version', canary);
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      expect(await page.evaluate(() => localStorage.getItem('jcty_canaryBucket'))).toBe(String(cookieBucket));
      await page.waitForTimeout(500);
      expect(messages.filter((m) => /#418|#423|hydrat|did not match|pageerror/i.test(m))).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    await release(outDir, 'canary', 'scores', 'off', '--why', 'bucket e2e done');
  }
});

test('a remote whose server build is deleted: 200, shell HTML, and the browser finishes the page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { outDir, url } = server;
  const current = registryOf(outDir).remotes.scores.current;
  // A page not rendered before (the cache keys on declared parameters only: an unknown one would not do).
  fs.rmSync(path.join(folderOf(outDir, 'scores', current), 'node'), { recursive: true, force: true });
  const response = await fetch(`${url}/match?group=league`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
  expect(html.slice(html.indexOf('<div id="root">'))).not.toMatch(/href="\/matchDetail\/1\/\d+"/);

  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  await page.goto(`${url}/match?group=league`);
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main a[href^="/matchDetail/1/"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [data-remote="scores"]')).toHaveAttribute('data-remote-version', current);
  expect(messages).toEqual([]);
});
