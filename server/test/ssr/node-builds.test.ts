import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AxiosAdapter } from 'axios';
import {
  nodeCss,
  nodeDir,
  registryVersions,
  releaseNodeBuilds,
  shellRenderer,
} from '../../src/ssr/node-builds';

/** Server builds of versions that left the registry are let go (issue 24: a long-running server kept all). */

const adapter = (async () => ({})) as unknown as AxiosAdapter;
// A module cache as Node keeps it: absolute file → module (jest's loader has its own registry).
let moduleCache: Record<string, unknown>;
let outDir: string;

function nodeBuild(app: string, version: string, file: string, text: string): string {
  const dir = nodeDir(outDir, app, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
  return path.join(dir, file);
}

const SHELL = `exports.setUpServerRendering = () => {}; exports.renderPage = async () => ({});`;

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-node-builds-'));
  for (const version of ['1.0.0-old', '1.0.0-new']) {
    nodeBuild('shell', version, 'main.js', SHELL);
    nodeBuild('shell', version, 'main.css', `.v{content:"${version}"}`);
  }
  nodeBuild('scores', '1.0.0-gone', 'remoteEntry.js', 'exports.gone = true;');
  nodeBuild('scores', '1.0.0-live', 'remoteEntry.js', 'exports.live = true;');
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

it('reads the versions a registry names: current, previous and a canary, per app', () => {
  const kept = registryVersions({
    shell: { current: 's2', previous: 's1' },
    remotes: { scores: { current: 'r2', canary: { version: 'r3', percent: 10 } } },
  });
  expect([...(kept.get('shell') ?? [])]).toEqual(['s2', 's1']);
  expect([...(kept.get('scores') ?? [])]).toEqual(['r2', 'r3']);
});

it('lets go of the render pipeline, required modules and CSS of retired versions, and keeps the rest', () => {
  const oldShell = shellRenderer(outDir, '1.0.0-old', adapter);
  const newShell = shellRenderer(outDir, '1.0.0-new', adapter);
  expect(oldShell).not.toBeInstanceOf(Error);
  expect(nodeCss(outDir, 'shell', '1.0.0-old')).toContain('1.0.0-old');
  const file = (app: string, version: string, name: string) =>
    path.resolve(nodeDir(outDir, app, version), name);
  const oldMain = file('shell', '1.0.0-old', 'main.js');
  const gone = file('scores', '1.0.0-gone', 'remoteEntry.js');
  const goneChunk = file('scores', '1.0.0-gone', '312.js');
  const live = file('scores', '1.0.0-live', 'remoteEntry.js');
  const server = path.resolve('server/src/main.ts');
  moduleCache = Object.fromEntries(
    [oldMain, file('shell', '1.0.0-new', 'main.js'), gone, goneChunk, live, server].map((f) => [f, {}]),
  );

  // A release: shell 1.0.0-old and scores 1.0.0-gone are no longer named.
  const released = releaseNodeBuilds(
    outDir,
    { shell: { current: '1.0.0-new' }, remotes: { scores: { current: '1.0.0-live' } } },
    moduleCache,
  );

  expect(released).toEqual(
    [nodeDir(outDir, 'scores', '1.0.0-gone'), nodeDir(outDir, 'shell', '1.0.0-old')].map((d) =>
      path.resolve(d),
    ),
  );
  expect(Object.keys(moduleCache).sort()).toEqual(
    [file('shell', '1.0.0-new', 'main.js'), live, server].sort(),
  );
  // The kept version is the same pipeline; a retired one is read again when asked for (a rollback to it).
  expect(shellRenderer(outDir, '1.0.0-new', adapter)).toBe(newShell);
  const again = shellRenderer(outDir, '1.0.0-old', adapter);
  expect(again).not.toBeInstanceOf(Error);
  expect(typeof (again as { renderPage?: unknown }).renderPage).toBe('function');
  // Nothing more to let go while the registry stays the same.
  const rolledBack = {
    shell: { current: '1.0.0-new', previous: '1.0.0-old' },
    remotes: { scores: { current: '1.0.0-live' } },
  };
  expect(releaseNodeBuilds(outDir, rolledBack, moduleCache)).toEqual([]);
  expect(shellRenderer(outDir, '1.0.0-old', adapter)).toBe(again);
});
