import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
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
