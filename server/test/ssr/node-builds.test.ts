import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeCss, nodeDir, registryVersions, releaseNodeBuilds } from '../../src/ssr/node-builds';
import { RenderThread, RenderThreads } from '../../src/ssr/render-threads';

/**
 * Server builds of versions that left the registry are let go (issue 24: a long-running server kept all), and
 * each shell version renders in a thread of its own (render-threads.ts).
 */

let outDir: string;
let threads: RenderThreads;

function nodeBuild(app: string, version: string, file: string, text: string): string {
  const dir = nodeDir(outDir, app, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return path.join(dir, file);
}

/** A shell build whose render uses scores 1.0.0-gone for /gone and 1.0.0-live otherwise. */
const SHELL = `exports.setUpServerRendering = () => {};
exports.renderPage = async (input) => {
  if (input.url === '/stuck') for (;;);
  return {
  html: '<main>' + input.url + '</main>', data: '{}', title: '', clientOnly: [],
  remotes: [{ name: 'scores', version: input.url === '/gone' ? '1.0.0-gone' : '1.0.0-live', rendered: true }],
  };
};`;

const input = (url: string) => ({ url, registry: {}, bucket: 1, budgetMs: 100, renderTimeoutMs: 100 });

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-node-builds-'));
  for (const version of ['1.0.0-old', '1.0.0-new']) {
    nodeBuild('shell', version, 'main.js', SHELL);
    nodeBuild('shell', version, 'main.css', `.v{content:"${version}"}`);
  }
  nodeBuild('scores', '1.0.0-gone', 'remoteEntry.js', 'exports.gone = true;');
  nodeBuild('scores', '1.0.0-live', 'remoteEntry.js', 'exports.live = true;');
  threads = new RenderThreads(outDir, async () => {
    throw new Error('no API in this test');
  });
});
afterEach(async () => {
  await threads.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

it('reads the versions a registry names: current, previous and a canary, per app', () => {
  const kept = registryVersions({
    shell: { current: 's2', previous: 's1' },
    remotes: { scores: { current: 'r2', canary: { version: 'r3', percent: 10 } } },
  });
  expect([...(kept.get('shell') ?? [])]).toEqual(['s2', 's1']);
  expect([...(kept.get('scores') ?? [])]).toEqual(['r2', 'r3']);
});

it('lets go of the CSS and the render threads of retired versions, and keeps the rest', async () => {
  nodeBuild('shell', '1.0.0-mid', 'main.js', SHELL);
  const oldShell = threads.of('1.0.0-old') as RenderThread;
  const midShell = threads.of('1.0.0-mid') as RenderThread;
  const newShell = threads.of('1.0.0-new') as RenderThread;
  expect(oldShell).toBeInstanceOf(RenderThread);
  // The same thread for the same version.
  expect(threads.of('1.0.0-new')).toBe(newShell);
  // Each render says which remote version it used (the containers it loaded live in its thread).
  await oldShell.renderPage(input('/live'), 10_000);
  await midShell.renderPage(input('/gone'), 10_000);
  await newShell.renderPage(input('/live'), 10_000);
  expect(nodeCss(outDir, 'shell', '1.0.0-old')).toContain('1.0.0-old');
  const dir = (app: string, version: string) => path.resolve(nodeDir(outDir, app, version));

  // A release: shell 1.0.0-old and scores 1.0.0-gone are no longer named.
  const registry = {
    shell: { current: '1.0.0-new', previous: '1.0.0-mid' },
    remotes: { scores: { current: '1.0.0-live' } },
  };
  const released = releaseNodeBuilds(outDir, registry, threads.dirs());
  expect(released).toEqual([dir('scores', '1.0.0-gone'), dir('shell', '1.0.0-old')]);
  threads.release(new Set(released));

  // The retired shell's thread and the one that loaded the retired remote are replaced; the other stays.
  expect(threads.of('1.0.0-new')).toBe(newShell);
  const mid = threads.of('1.0.0-mid');
  expect(mid).not.toBe(midShell);
  const again = threads.of('1.0.0-old');
  expect(again).not.toBe(oldShell);
  // A rollback to the retired version renders again, in a new thread.
  await expect((again as RenderThread).renderPage(input('/live'), 10_000)).resolves.toMatchObject({
    html: '<main>/live</main>',
  });
  // Nothing more to let go while the registry stays the same.
  const rolledBack = { ...registry, shell: { current: '1.0.0-new', previous: '1.0.0-old' } };
  expect(releaseNodeBuilds(outDir, rolledBack, threads.dirs())).toEqual([dir('shell', '1.0.0-mid')]);
  expect(releaseNodeBuilds(outDir, rolledBack, [dir('shell', '1.0.0-new')])).toEqual([]);
});

it('does not reload a shell build that fails to load on every request', async () => {
  nodeBuild('shell', '1.0.0-broken', 'main.js', 'throw new Error("cannot load");');
  const thread = threads.of('1.0.0-broken');
  expect(thread).toBeInstanceOf(RenderThread);
  await expect((thread as RenderThread).renderPage(input('/x'), 10_000)).rejects.toThrow('cannot load');
  // Within its retry time the server is told at once, without a thread.
  expect(threads.of('1.0.0-broken')).toEqual(new Error('cannot load'));
  expect(threads.of('1.0.0-nothing')).toEqual(new Error('no server build of shell 1.0.0-nothing'));
});

it('replaces a thread that does not answer in time: the render is given up, the next one gets a new thread', async () => {
  const stuck = threads.of('1.0.0-new') as RenderThread;
  await stuck.renderPage(input('/live'), 10_000);
  await expect(stuck.renderPage(input('/stuck'), 500)).rejects.toThrow('did not answer in 500 ms');
  const next = threads.of('1.0.0-new') as RenderThread;
  expect(next).not.toBe(stuck);
  await expect(next.renderPage(input('/live'), 10_000)).resolves.toMatchObject({
    html: '<main>/live</main>',
  });
});
