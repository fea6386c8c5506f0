import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type BrowserContext } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

/** `npm run release -- …` against a test's private copy of dist/; rejects with the CLI's message. */
export async function release(outDir: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['webpack/release/cli.mjs', ...args, '--out', outDir], {
      cwd: root,
      env: { ...process.env, RELEASE_BY: 'e2e' },
    });
    return stdout;
  } catch (error) {
    const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
    throw new Error(`${stdout}${stderr}`);
  }
}

export function registryOf(outDir: string) {
  return JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));
}

/** sha256 of every file under each folder, keyed by path: equal maps mean byte-for-byte equal trees. */
export function hashTrees(outDir: string, folders: string[]): Record<string, string> {
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

/**
 * A new page load of /match in `context` (same visitor: same storage). Returns the scores version on
 * screen and the version it stands in for when it is a fallback (attributes support reads; a fan never sees
 * them), and any note the page showed (a fallback shows none).
 */
export async function scoresOnNewPage(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${url}/match`);
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const wrapper = page.locator('main [data-remote="scores"]');
  const version = (await wrapper.getAttribute('data-remote-version')) ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+-/);
  const fallbackFrom = (await wrapper.getAttribute('data-fallback-from')) ?? '';
  const note = (await page.getByRole('note').count()) > 0 ? await page.getByRole('note').innerText() : '';
  await page.close();
  return { version, fallbackFrom, note, warnings, errors };
}
