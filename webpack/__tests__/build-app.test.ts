import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildApp, versionOf } = require('../release/build-app.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { verifyVersion } = require('../release/integrity.js');

type Config = { output: { path: string; publicPath: string; uniqueName?: string } };

/** Stands in for webpack: writes what a build would, after `ms`. */
function fakeCompile(ms = 0, calls: Config[] = []) {
  return async (config: Config) => {
    calls.push(config);
    await new Promise((resolve) => setTimeout(resolve, ms));
    fs.mkdirSync(path.join(config.output.path, 'c'), { recursive: true });
    fs.writeFileSync(path.join(config.output.path, 'remoteEntry.js'), 'entry()');
    fs.writeFileSync(
      path.join(config.output.path, 'mf-manifest.json'),
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    fs.writeFileSync(path.join(config.output.path, 'c/1.js'), 'chunk()');
    fs.writeFileSync(
      path.join(config.output.path, '.contract.json'),
      JSON.stringify({ shared: { version: '1.0.0', uses: ['toast'] } }),
    );
  };
}

let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-build-'));
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('building an app into its version folder', () => {
  it('writes the browser build and a release record with every file hashed and the contract', async () => {
    const calls: Config[] = [];
    const built = await buildApp({ outDir, app: 'scores', compile: fakeCompile(0, calls) });
    expect(built).toMatchObject({ version: versionOf('scores').version, existed: false });
    const record = JSON.parse(fs.readFileSync(path.join(built.target, 'release.json'), 'utf8'));
    expect(Object.keys(record.files).sort()).toEqual(['c/1.js', 'mf-manifest.json', 'remoteEntry.js']);
    expect(record.contract).toEqual({ shared: { version: '1.0.0', uses: ['toast'] } });
    expect(fs.existsSync(path.join(built.target, 'browser/.contract.json'))).toBe(false);
    expect(verifyVersion(outDir, 'scores', built.version)).toEqual([]);
    // Two versions of one remote on a page never share webpack's chunk registry.
    expect(calls[0]?.output.uniqueName).toBe(`remote_scores_${built.version}`);
  }, 30_000);

  it("builds the shell for its own version folder's URL", async () => {
    const calls: Config[] = [];
    const built = await buildApp({ outDir, app: 'shell', compile: fakeCompile(0, calls) });
    expect(calls[0]?.output.publicPath).toBe(`/shell/${built.version}/`);
    expect(calls[0]?.output.path).toMatch(/\/shell\/\.publishing-[^/]+\/browser$/);
  }, 60_000);

  it('lets two builds of the same sources end cleanly: one builds, the other finds it published', async () => {
    const calls: Config[] = [];
    const compile = fakeCompile(400, calls);
    const [a, b] = await Promise.all([
      buildApp({ outDir, app: 'scores', compile }),
      buildApp({ outDir, app: 'scores', compile }),
    ]);
    // One build: the browser build and the server (node) build of the same sources.
    expect(calls.map((c) => (c as { target?: string }).target)).toEqual(['web', 'async-node']);
    expect([a.existed, b.existed].sort()).toEqual([false, true]);
    expect(a.version).toBe(b.version);
    expect(fs.readdirSync(path.join(outDir, 'remotes/scores'))).toEqual([a.version]);
  }, 60_000);

  it('removes temp and lock folders left by stopped builds, and replaces a half-copied folder without a record', async () => {
    const dir = path.join(outDir, 'remotes/scores');
    const deadPid = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout,
    );
    fs.mkdirSync(path.join(dir, `.publishing-1.0.0-old-${deadPid}/browser`), { recursive: true });
    fs.mkdirSync(path.join(dir, `.publishing-1.0.0-live-${process.ppid}`), { recursive: true });
    // A lock folder of a killed build (no longer refreshed) and one of a build in progress.
    fs.mkdirSync(path.join(dir, '.lock-1.0.0-old'));
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, '.lock-1.0.0-old'), hourAgo, hourAgo);
    fs.mkdirSync(path.join(dir, '.lock-1.0.0-busy'));
    const { version } = versionOf('scores');
    fs.mkdirSync(path.join(dir, version, 'browser'), { recursive: true });
    fs.writeFileSync(path.join(dir, version, 'browser/remoteEntry.js'), 'half');
    const built = await buildApp({ outDir, app: 'scores', compile: fakeCompile() });
    expect(built.cleaned.sort()).toEqual(['.lock-1.0.0-old', `.publishing-1.0.0-old-${deadPid}`]);
    expect(fs.existsSync(path.join(dir, '.lock-1.0.0-busy'))).toBe(true);
    expect(built.existed).toBe(false);
    expect(fs.readFileSync(path.join(dir, version, 'browser/remoteEntry.js'), 'utf8')).toBe('entry()');
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('.publishing-'))).toEqual([
      `.publishing-1.0.0-live-${process.ppid}`,
    ]);
  }, 30_000);
});
