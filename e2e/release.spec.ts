import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext } from '@playwright/test';
import { startServerWithCopy, type TestServer } from './support/server';

const root = path.resolve(__dirname, '..');
const run = promisify(execFile);

/** `npm run release -- …` against the test's private copy of dist/. */
async function release(outDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['webpack/release/cli.mjs', ...args, '--out', outDir], {
    cwd: root,
    env: { ...process.env, RELEASE_BY: 'e2e' },
  });
  return stdout;
}

function registryOf(outDir: string) {
  return JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));
}

/** sha256 of every file under each folder, keyed by path: equal maps mean byte-for-byte equal trees. */
function hashTrees(outDir: string, folders: string[]): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hashes[path.relative(outDir, full)] = crypto
          .createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  for (const folder of folders) walk(path.join(outDir, folder));
  return hashes;
}

/** A new page load in `context` (same visitor: same storage) at /match; returns the scores version shown. */
async function scoresVersionOnNewPage(context: BrowserContext, url: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${url}/match`);
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible();
  const line = page.getByText(/^比分模块 v/);
  await expect(line).toBeVisible();
  const version = (await line.textContent())?.replace('比分模块 v', '') ?? '';
  await page.close();
  return version;
}

test.describe('independent delivery of a remote', () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startServerWithCopy(Number(process.env.E2E_PORT ?? 4173) + 12);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('publish, promote and roll back scores without touching anything else; a broken current falls back', async ({
    context,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { outDir, url } = server;
    const v1: string = registryOf(outDir).remotes.scores.current;
    const untouched = [
      'shell',
      'remotes/content',
      'remotes/database',
      'remotes/account',
      `remotes/scores/${v1}`,
    ];
    const before = hashTrees(outDir, untouched);

    // The visitor sees v1. So does a returning visitor, who will not come back before the end: v1 becomes
    // their last-known-good version, and their browser cache holds nothing of v2.
    expect(await scoresVersionOnNewPage(context, url)).toBe(v1);
    const returning = await browser.newContext();
    expect(await scoresVersionOnNewPage(returning, url)).toBe(v1);

    // Publish a new build: a new immutable folder, not current yet.
    const published = await release(outDir, 'publish', 'scores', '--build-id', 'e2e-v2', '--why', 'e2e v2');
    const v2 = /published scores (\S+)/.exec(published)?.[1] ?? '';
    expect(v2).not.toBe('');
    expect(v2).not.toBe(v1);
    expect(fs.existsSync(path.join(outDir, 'remotes/scores', v2, 'mf-manifest.json'))).toBe(true);
    expect(registryOf(outDir).remotes.scores.current).toBe(v1);
    expect(await scoresVersionOnNewPage(context, url)).toBe(v1);

    // Promote: every new page load gets v2.
    await release(outDir, 'promote', 'scores', v2, '--why', 'e2e promote');
    expect(await scoresVersionOnNewPage(context, url)).toBe(v2);

    // Roll back (default: the previous version): new page loads get v1 again.
    await release(outDir, 'rollback', 'scores', '--why', 'e2e rollback');
    expect(await scoresVersionOnNewPage(context, url)).toBe(v1);

    // A canary for everybody reaches a new visitor; stopping it sends them back.
    await release(outDir, 'canary', 'scores', v2, '100');
    const other = await browser.newContext();
    expect(await scoresVersionOnNewPage(other, url)).toBe(v2);
    await release(outDir, 'canary', 'scores', 'off');
    expect(await scoresVersionOnNewPage(other, url)).toBe(v1);
    await other.close();

    // Nothing else changed: other remotes, the shell and the v1 folder are byte-for-byte the same.
    expect(hashTrees(outDir, untouched)).toEqual(before);
    const history = await release(outDir, 'history', 'scores');
    expect(history).toMatch(/rollback +\S+ +e2e +e2e rollback/);

    // v2 is promoted, then its files disappear: the returning visitor's page falls back to v1, quietly.
    await release(outDir, 'promote', 'scores', v2);
    fs.rmSync(path.join(outDir, 'remotes/scores', v2), { recursive: true });
    const page = await returning.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${url}/match`);
    await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(`已切换到上一个可用版本 ${v1}`);
    await expect(page.getByText(`比分模块 v${v1}`)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(warnings.some((w) => w.includes(`scores ${v2} 加载失败，已切换到上一个可用版本 ${v1}`))).toBe(
      true,
    );
    await returning.close();
  });
});
