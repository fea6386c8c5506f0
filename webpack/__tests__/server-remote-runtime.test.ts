import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('webpack');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * The shell's server remote runtime (shell/src/server/remote-runtime.ts) as it runs on the server: built into
 * two "shell versions" (hosts with the federation settings of webpack/node-target.js, each with its own copy of
 * two singletons) and one remote's node build, then loaded in a plain Node process (jest's module registry and
 * sandbox would stand between the bundles and the process-wide state the federation runtime keeps, which is
 * what this is about).
 *
 * Singletons: `fixture-token` is consumed by the remote's exposed module, `fixture-late` only by a chunk the
 * exposed module imports later. Each host bundles its own copy of both, so identity says whose copy a
 * container got.
 */
const RUNTIME = path.join(__dirname, '..', '..', 'shell', 'src', 'server', 'remote-runtime.ts');
const SHARED = {
  'fixture-token': { singleton: true, requiredVersion: '^1.0.0' },
  'fixture-late': { singleton: true, requiredVersion: '^1.0.0' },
};
const FILES: Record<string, string> = {
  'node_modules/fixture-token/package.json':
    '{ "name": "fixture-token", "version": "1.0.0", "main": "index.js" }',
  'node_modules/fixture-token/index.js': 'exports.box = { name: "token" };',
  'node_modules/fixture-late/package.json':
    '{ "name": "fixture-late", "version": "1.0.0", "main": "index.js" }',
  'node_modules/fixture-late/index.js': 'exports.box = { name: "late" };',
  'remote/probe.js':
    "import { box } from 'fixture-token'; export const token = box; export const late = () => import('./late').then((m) => m.box);",
  'remote/late.js': "export { box } from 'fixture-late';",
  'host/entry.js': [
    `export { loadServerExpose } from ${JSON.stringify(RUNTIME)};`,
    "export { box as token } from 'fixture-token';",
    "export { box as late } from 'fixture-late';",
  ].join('\n'),
};

let dir: string;

function swcRule() {
  return {
    test: /\.ts$/,
    use: {
      loader: require.resolve('swc-loader'),
      options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
    },
  };
}

function base(name: string, out: string) {
  return {
    mode: 'production',
    target: 'async-node',
    context: dir,
    optimization: { minimize: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule()] },
    output: { path: path.join(dir, out), uniqueName: name, clean: true },
  };
}

function remoteConfig() {
  return {
    ...base('remote_scores', 'remote-dist'),
    entry: {},
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote_scores',
        filename: 'remoteEntry.js',
        exposes: { './probe': './remote/probe.js' },
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        shared: SHARED,
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node', disableSnapshot: true, disableRemote: true } },
      }),
    ],
  };
}

function hostConfig(name: string) {
  const config = base(name, name);
  return {
    ...config,
    entry: { main: './host/entry.js' },
    output: { ...config.output, library: { type: 'commonjs2' } },
    plugins: [
      new ModuleFederationPlugin({
        name,
        remoteType: 'script',
        remotes: {},
        shared: Object.fromEntries(
          Object.entries(SHARED).map(([key, value]) => [key, { ...value, eager: true }]),
        ),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { target: 'node', disableSnapshot: true } },
      }),
    ],
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-remote-runtime-'));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const compiler = webpack([remoteConfig(), hostConfig('shell_1_0_0'), hostConfig('shell_1_1_0')]);
  await new Promise<void>((resolve, reject) =>
    compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
    ),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Runs `body` (an async function body with `a`, `b` = the two hosts, `entry`, `dir`) in a fresh Node. */
async function inNode(body: string): Promise<Record<string, unknown>> {
  const script = path.join(dir, `run-${Math.random().toString(36).slice(2)}.js`);
  fs.writeFileSync(
    script,
    [
      "const path = require('node:path');",
      `const dir = ${JSON.stringify(dir)};`,
      "const a = require(path.join(dir, 'shell_1_0_0', 'main.js'));",
      "const b = require(path.join(dir, 'shell_1_1_0', 'main.js'));",
      "const entry = path.join(dir, 'remote-dist', 'remoteEntry.js');",
      `(async () => { ${body} })().then((r) => process.stdout.write(JSON.stringify(r)), (e) => { console.error(e); process.exit(1); });`,
    ].join('\n'),
  );
  const { stdout } = await promisify(execFile)(process.execPath, [script], { cwd: dir });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('server remote runtime', () => {
  it("binds a remote's container to its shell's singletons, also in chunks loaded later", async () => {
    const result = await inNode(`
      const [probe, again] = await Promise.all([
        a.loadServerExpose('scores', '1.0.0', entry, './probe'),
        a.loadServerExpose('scores', '1.0.0', entry, './probe'),
      ]);
      // The chunk behind late() is loaded after the container was initialised.
      const late = await probe.late();
      return { once: probe === again, token: probe.token === a.token, late: late === a.late };
    `);
    expect(result).toEqual({ once: true, token: true, late: true });
  }, 60_000);

  it('gives each shell version in a thread of its own a container with its own singletons', async () => {
    // What the server does (render-threads.ts): one host per thread, as in a browser tab.
    const result = await inNode(`
      const { Worker } = require('node:worker_threads');
      const inThread = (host) => new Promise((resolve, reject) => {
        const worker = new Worker(\`
          const { parentPort, workerData } = require('node:worker_threads');
          const host = require(workerData.host);
          host.loadServerExpose('scores', '1.0.0', workerData.entry, './probe')
            .then(async (probe) => ({ token: probe.token === host.token, late: (await probe.late()) === host.late }))
            .then((r) => parentPort.postMessage(r), (e) => parentPort.postMessage({ error: String(e) }));
        \`, { eval: true, workerData: { host, entry } });
        worker.once('message', (r) => { void worker.terminate(); resolve(r); });
        worker.once('error', reject);
      });
      const [one, two] = await Promise.all([
        inThread(path.join(dir, 'shell_1_0_0', 'main.js')),
        inThread(path.join(dir, 'shell_1_1_0', 'main.js')),
      ]);
      return { one, two };
    `);
    expect(result).toEqual({ one: { token: true, late: true }, two: { token: true, late: true } });
  }, 60_000);

  it('reuses a loaded expose, and keeps two versions of a remote apart in one shell', async () => {
    const result = await inNode(`
      const fs = require('node:fs');
      fs.cpSync(path.join(dir, 'remote-dist'), path.join(dir, 'remote-dist-2'), { recursive: true });
      const other = path.join(dir, 'remote-dist-2', 'remoteEntry.js');
      const first = await a.loadServerExpose('scores', '1.0.0', entry, './probe');
      const again = await a.loadServerExpose('scores', '1.0.0', entry, './probe');
      const v2 = await a.loadServerExpose('scores', '2.0.0', other, './probe');
      const v2Late = (await v2.late()) === a.late;
      return { same: first === again, versionsDiffer: v2 !== first, v2Token: v2.token === a.token, v2Late };
    `);
    expect(result).toEqual({ same: true, versionsDiffer: true, v2Token: true, v2Late: true });
  }, 60_000);

  it('tries a failed load again on the next call', async () => {
    const result = await inNode(`
      const fs = require('node:fs');
      const later = path.join(dir, 'remote-later', 'remoteEntry.js');
      fs.rmSync(path.dirname(later), { recursive: true, force: true });
      const failed = await a.loadServerExpose('scores', '3.0.0', later, './probe').then(() => false, () => true);
      fs.cpSync(path.join(dir, 'remote-dist'), path.dirname(later), { recursive: true });
      const repaired = await a.loadServerExpose('scores', '3.0.0', later, './probe');
      return { failed, repaired: repaired.token === a.token };
    `);
    expect(result).toEqual({ failed: true, repaired: true });
  }, 60_000);
});
