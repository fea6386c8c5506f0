import fs from 'node:fs';
import path from 'node:path';
import { expect, newContext, test, type BrowserContext } from './support/test';
import { hashTrees, registryOf, release, scoresOnNewPage } from './support/release-cli';
import { startServerWithCopy, type TestServer } from './support/server';
import { folderOf, publishWithChange, screenFile, truncate } from './support/tamper';

/** Releases of one remote (scores) on a private copy of dist/, and what visitors get when a version breaks. */
test.describe.configure({ mode: 'serial' });

let server: TestServer;
let v1: string;
let v2: string;
/** A visitor who saw v1 before anything broke: v1 is their last-known-good version. */
let returning: BrowserContext;

test.beforeAll(async ({ browser }) => {
  // The browser's loader and its fallbacks are the subject here: pages are rendered in the browser (a
  // server render would show the version whose node build works before the browser falls back).
  // e2e/server-render-release.spec.ts covers releases with server rendering.
  server = await startServerWithCopy({ JC_SSR: 'off' });
  v1 = registryOf(server.outDir).remotes.scores.current;
  returning = await newContext(browser);
  expect((await scoresOnNewPage(returning, server.url)).version).toBe(v1);
});
test.afterAll(async () => {
  await returning?.close();
  await server?.stop();
});

test('publish, promote, roll back and canary scores without touching anything else', async ({
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  const { outDir, url } = server;
  const untouched = [
    'shell',
    'remotes/content',
    'remotes/database',
    'remotes/account',
    `remotes/scores/${v1}`,
  ];
  const before = hashTrees(outDir, untouched);

  // Publish a new build: a new immutable folder, not current yet.
  const published = await release(outDir, 'publish', 'scores', '--build-id', 'e2e-v2', '--why', 'e2e v2');
  v2 = /published scores (\S+)/.exec(published)?.[1] ?? '';
  expect(v2).not.toBe('');
  expect(v2).not.toBe(v1);
  expect(fs.existsSync(path.join(folderOf(outDir, 'scores', v2), 'browser/remoteEntry.js'))).toBe(true);
  expect(registryOf(outDir).remotes.scores.current).toBe(v1);
  expect((await scoresOnNewPage(context, url)).version).toBe(v1);

  await release(outDir, 'promote', 'scores', v2, '--why', 'e2e promote');
  expect((await scoresOnNewPage(context, url)).version).toBe(v2);
  await release(outDir, 'rollback', 'scores', '--why', 'e2e rollback');
  expect((await scoresOnNewPage(context, url)).version).toBe(v1);

  // A canary for everybody reaches a new visitor; stopping it sends them back.
  await release(outDir, 'canary', 'scores', v2, '100');
  const other = await newContext(browser);
  expect((await scoresOnNewPage(other, url)).version).toBe(v2);
  await release(outDir, 'canary', 'scores', 'off');
  expect((await scoresOnNewPage(other, url)).version).toBe(v1);
  await other.close();

  expect(hashTrees(outDir, untouched)).toEqual(before);
  expect(await release(outDir, 'history', 'scores')).toMatch(/rollback +\S+ +e2e +e2e rollback/);
  // Browsers get what they need and no more: who released what stays out of the public registry.
  expect(JSON.stringify(registryOf(outDir))).not.toContain('e2e');
});

test('a chunk that fails to load (a failed upload) falls back to the previous good version, also for a first-time visitor', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { outDir, url } = server;
  await release(outDir, 'promote', 'scores', v2);
  const chunk = screenFile(outDir, 'scores', v2, '/match', 'title:"足球比分"');
  const file = path.join(folderOf(outDir, 'scores', v2), 'browser', chunk);
  const intact = fs.readFileSync(file);
  truncate(outDir, 'scores', v2, chunk);
  try {
    const firstTime = await newContext(browser);
    const seen = await scoresOnNewPage(firstTime, url);
    await firstTime.close();
    expect(seen.version).toBe(v1);
    // Silent to the fan; the wrapper tells support which version it stands in for.
    expect(seen.note).toBe('');
    expect(seen.fallbackFrom).toBe(v2);
    expect(seen.warnings.some((w) => w.includes(`scores ${v2} 加载失败，已切换到上一个可用版本 ${v1}`))).toBe(
      true,
    );
    expect(seen.errors.some((e) => e.includes('render failed'))).toBe(false);
    expect((await scoresOnNewPage(returning, url)).version).toBe(v1);

    // Promote checks every file against what was published: the damaged folder cannot be made current again.
    await release(outDir, 'rollback', 'scores');
    await expect(release(outDir, 'promote', 'scores', v2)).rejects.toThrow(/damaged on disk/);
  } finally {
    for (const variant of ['.br', '.gz']) fs.rmSync(file + variant, { force: true });
    fs.writeFileSync(file, intact);
  }
});

test('a version whose screen throws while rendering falls back once to the previous good version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { outDir, url } = server;
  const chunk = screenFile(outDir, 'scores', v2, '/match', 'title:"足球比分"');
  publishWithChange(outDir, 'scores', v2, chunk, (text) =>
    text.replace('title:"足球比分"', 'title:(()=>{throw new Error("e2e: render failure")})()'),
  );
  await release(outDir, 'promote', 'scores', v2);
  for (const visitor of [await newContext(browser), returning]) {
    const seen = await scoresOnNewPage(visitor, url);
    expect(seen.version).toBe(v1);
    expect(seen.note).toBe('');
    expect(seen.fallbackFrom).toBe(v2);
    // It was the render that failed (the boundary caught it), not the loading.
    expect(seen.errors.some((e) => e.includes('render failed'))).toBe(true);
  }
  // No 重试 for the fan: the next page load tries the registry's version again, still broken, so it stays on v1.
  const page = await returning.newPage();
  await page.goto(`${url}/match`);
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  await expect(page.getByText('已切换到上一个可用版本')).toHaveCount(0);
  await expect(page.locator('main [data-remote="scores"]')).toHaveAttribute('data-remote-version', v1);
  await expect(page.locator('main [data-remote="scores"]')).toHaveAttribute('data-fallback-from', v2);
  await page.close();
});

test("a returning visitor whose current version's files are gone falls back quietly", async () => {
  const { outDir, url } = server;
  fs.rmSync(folderOf(outDir, 'scores', v2), { recursive: true });
  const seen = await scoresOnNewPage(returning, url);
  expect(seen.version).toBe(v1);
  expect(seen.note).toBe('');
  expect(seen.fallbackFrom).toBe(v2);
});
