import { expect, newContext, test, type BrowserContext } from './support/test';
import { watchCsp } from './support/csp-watch';
import { registryOf, release, scoresOnNewPage } from './support/release-cli';
import { startServerWithCopy, type TestServer } from './support/server';
import { copyWithContract } from './support/tamper';

/**
 * The shell is released like a remote (immutable version folders, publish/promote/rollback), and the shared
 * contract is checked both ways before visitors see a change. On a private copy of dist/.
 */
test.describe.configure({ mode: 'serial' });

let server: TestServer;
let s1: string;
let scores: string;

test.beforeAll(async () => {
  server = await startServerWithCopy();
  s1 = registryOf(server.outDir).shell.current;
  scores = registryOf(server.outDir).remotes.scores.current;
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * A new page load of /match: which shell version the page came from, which scripts its HTML names, and
 * whether every shell file the browser fetched (entry and lazy chunks alike) came from that version's folder.
 * Read from the HTML and the network, not the live DOM: webpack adds a lazy chunk's script tag while it
 * loads and removes it afterwards, so a DOM snapshot depends on timing.
 */
async function shellOnNewPage(context: BrowserContext) {
  const page = await context.newPage();
  const shellFiles: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/shell/')) shellFiles.push(path);
  });
  const response = await page.goto(`${server.url}/match`);
  const html = (await response?.text()) ?? '';
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible({ timeout: 20_000 });
  const version = await page.evaluate(() => document.documentElement.dataset.appVersion ?? '');
  await page.close();
  // A server-rendered page names its scripts as start links (run after the first paint), others as <script src>.
  const scripts = [
    ...html.matchAll(
      /<script[^>]*\ssrc=["']?([^"'\s>]+)|<link [^>]*href=["']?([^"'\s>]+)["']? data-jc-start/g,
    ),
  ].map((m) => new URL(m[1] ?? m[2] ?? '', server.url).pathname);
  const foreign = shellFiles.filter((f) => !f.startsWith(`/shell/${version}/`));
  return { version, scripts, foreign };
}

test('publish, promote and roll back the shell: browsers load the version the registry names', async ({
  context,
}) => {
  test.setTimeout(240_000);
  const { outDir } = server;
  const violations = await watchCsp(context);
  expect(await shellOnNewPage(context)).toEqual({
    version: s1,
    scripts: [`/shell/${s1}/main.js`],
    foreign: [],
  });

  const published = await release(outDir, 'publish', 'shell', '--build-id', 'e2e-s2', '--why', 'new header');
  const s2 = /published shell (\S+)/.exec(published)?.[1] ?? '';
  expect(s2).toMatch(/^\d+\.\d+\.\d+-/);
  expect(s2).not.toBe(s1);
  expect(published).toContain(`next: npm run release -- promote shell ${s2}`);
  expect((await shellOnNewPage(context)).version).toBe(s1);

  // Promoting re-checks every remote visitors get against the new shell; they all fit.
  await release(outDir, 'promote', 'shell', s2);
  expect(await shellOnNewPage(context)).toEqual({
    version: s2,
    scripts: [`/shell/${s2}/main.js`],
    foreign: [],
  });
  expect((await scoresOnNewPage(context, server.url)).version).toBe(scores);
  expect(registryOf(outDir).shell).toEqual({ current: s2, previous: s1 });
  expect(await release(outDir, 'status')).toMatch(new RegExp(`shell\\n {2}current {3}${s2}`));

  await release(outDir, 'rollback', 'shell', '-m', 'e2e rollback');
  expect((await shellOnNewPage(context)).version).toBe(s1);
  expect(await release(outDir, 'history', 'shell')).toMatch(new RegExp(`rollback +${s1} +e2e +e2e rollback`));
  // Every page carried its own CSP nonce and the registry: nothing was blocked in either shell.
  expect(violations).toEqual([]);
});

test('a shell that drops a shared export a current remote uses is refused before visitors see it', async ({
  context,
}) => {
  const { outDir } = server;
  // What a build of a shell whose shared no longer exports `toast` records (scores uses it for goal alerts).
  copyWithContract(outDir, 'shell', s1, '9.0.0-e2edrop', (shared) => ({
    ...shared,
    provides: (shared.provides ?? []).filter((name) => name !== 'toast'),
  }));
  await expect(release(outDir, 'promote', 'shell', '9.0.0-e2edrop')).rejects.toThrow(
    new RegExp(
      `shell 9\\.0\\.0-e2edrop breaks remote versions visitors get:[\\s\\S]*scores ${scores} \\(current\\): @jincheng/shared: uses toast`,
    ),
  );
  expect(registryOf(outDir).shell.current).toBe(s1);
  expect((await shellOnNewPage(context)).version).toBe(s1);

  // --force goes through, and the history keeps what it was forced past.
  await release(outDir, 'promote', 'shell', '9.0.0-e2edrop', '--force', '-m', 'e2e forced');
  expect(await release(outDir, 'history', 'shell')).toMatch(
    /promote! +9\.0\.0-e2edrop +e2e +e2e forced\n +forced past: scores \S+ \(current\): @jincheng\/shared: uses toast/,
  );
  await release(outDir, 'rollback', 'shell', s1);
});

test('a remote that needs a shared export the deployed shell lacks is refused before visitors see it', async ({
  browser,
}) => {
  const { outDir } = server;
  const before = registryOf(outDir).remotes.scores;
  // What a scores build that calls a new shared helper `auditBadge` records, while the shell has no such export.
  copyWithContract(outDir, 'scores', scores, '1.9.0-e2eaudit', (shared) => ({
    ...shared,
    uses: [...(shared.uses ?? []), 'auditBadge'],
  }));
  for (const args of [
    ['promote', 'scores', '1.9.0-e2eaudit'],
    ['canary', 'scores', '1.9.0-e2eaudit', '10'],
  ]) {
    await expect(release(outDir, ...args)).rejects.toThrow(
      /@jincheng\/shared: uses auditBadge, which the shell's shared [\d.]+ does not export/,
    );
  }
  expect(registryOf(outDir).remotes.scores).toEqual(before);
  expect(before.current).toBe(scores);
  const visitor = await newContext(browser);
  expect((await scoresOnNewPage(visitor, server.url)).version).toBe(scores);
  await visitor.close();
});
