import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { updateState, lockPath } = require('../release/state-lock.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readState } = require('../release/state.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { setCurrent } = require('../release/release-ops.js');

const run = promisify(execFile);
const LOCK_MODULE = path.resolve(__dirname, '../release/state-lock.js');
const OPS_MODULE = path.resolve(__dirname, '../release/release-ops.js');

type State = { apps: Record<string, { current: string; history: { version: string }[] }>; count?: number };
const who = { by: 't', why: 'x' };

/** One release manager: `rounds` promotions of its own app, each also bumping a shared counter. */
const RELEASER = `
const { updateState } = require(${JSON.stringify(LOCK_MODULE)});
const { setCurrent } = require(${JSON.stringify(OPS_MODULE)});
const [outDir, app, rounds] = process.argv.slice(1);
(async () => {
  for (let i = 1; i <= Number(rounds); i += 1) {
    await updateState(outDir, (s) => ({ ...setCurrent(s, app, app + '-v' + i, { by: app, why: 'round ' + i }), count: (s.count ?? 0) + 1 }));
  }
})().catch((e) => { console.error(e); process.exit(1); });`;

describe('release state lock (proper-lockfile)', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every change when release managers work on different apps at the same time', async () => {
    const apps = ['shell', 'scores', 'content', 'database', 'account', 'r6'];
    const rounds = 12;
    await Promise.all(apps.map((app) => run(process.execPath, ['-e', RELEASER, dir, app, String(rounds)])));
    const state: State = readState(dir);
    expect(state.count).toBe(apps.length * rounds);
    for (const app of apps) {
      expect(state.apps[app]?.current).toBe(`${app}-v${rounds}`);
      expect(state.apps[app]?.history).toHaveLength(rounds);
    }
    // The public registry follows the state; no lock or temp file is left behind.
    const registry = JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8'));
    expect(registry.remotes.scores.current).toBe(`scores-v${rounds}`);
    expect(fs.readdirSync(dir).sort()).toEqual(['registry.json', 'release-state.json']);
  }, 60_000);

  it('writes nothing when the change is refused', async () => {
    await updateState(dir, (s: State) => setCurrent(s, 'scores', 'v1', who));
    await expect(
      updateState(dir, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(readState(dir).apps.scores.current).toBe('v1');
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('takes over a lock left by a crashed process once it is stale', async () => {
    fs.mkdirSync(lockPath(dir));
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(dir), old, old);
    await updateState(dir, (s: State) => setCurrent(s, 'scores', 'v1', who), { stale: 5_000 });
    expect(readState(dir).apps.scores.current).toBe('v1');
  });

  it('waits for a live holder and then says what to do', async () => {
    fs.mkdirSync(lockPath(dir));
    await expect(
      updateState(dir, (s: State) => s, { retries: { retries: 2, minTimeout: 20, maxTimeout: 40 } }),
    ).rejects.toThrow(/the release state is locked by another release or build/);
  });
});
