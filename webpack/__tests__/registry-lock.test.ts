import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { updateRegistry, lockPath } = require('../release/registry-lock.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRegistry, setCurrent } = require('../registry-file.js');

const run = promisify(execFile);
const LOCK_MODULE = path.resolve(__dirname, '../release/registry-lock.js');
const FILE_MODULE = path.resolve(__dirname, '../registry-file.js');

type Registry = {
  remotes: Record<string, { current: string; history: { version: string }[] }>;
  count?: number;
};

/** One release process: `rounds` promotions of its own remote, each also bumping a shared counter. */
const RELEASER = `
const { updateRegistry } = require(${JSON.stringify(LOCK_MODULE)});
const { setCurrent } = require(${JSON.stringify(FILE_MODULE)});
const [outDir, remote, rounds] = process.argv.slice(1);
for (let i = 1; i <= Number(rounds); i += 1) {
  updateRegistry(outDir, (r) => ({ ...setCurrent(r, remote, remote + '-v' + i, { by: remote, why: 'round ' + i, action: 'promote' }), count: (r.count ?? 0) + 1 }));
}`;

describe('registry lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every change when releases of different remotes run at the same time', async () => {
    const remotes = ['scores', 'content', 'database', 'account', 'r5', 'r6'];
    const rounds = 15;
    await Promise.all(
      remotes.map((remote) => run(process.execPath, ['-e', RELEASER, dir, remote, String(rounds)])),
    );
    const registry: Registry = readRegistry(dir);
    expect(registry.count).toBe(remotes.length * rounds);
    for (const remote of remotes) {
      expect(registry.remotes[remote]?.current).toBe(`${remote}-v${rounds}`);
      expect(registry.remotes[remote]?.history).toHaveLength(rounds);
    }
    // No lock or temp file is left behind.
    expect(fs.readdirSync(dir)).toEqual(['registry.json']);
  }, 30_000);

  it('writes nothing when the change is refused', () => {
    updateRegistry(dir, (r: Registry) => setCurrent(r, 'scores', 'v1', { by: 't', why: 'x' }));
    expect(() =>
      updateRegistry(dir, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(readRegistry(dir).remotes.scores.current).toBe('v1');
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const { stdout } = await run(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid: Number(stdout), host: os.hostname(), token: 'dead' }),
    );
    updateRegistry(dir, (r: Registry) => setCurrent(r, 'scores', 'v1', { by: 't', why: 'x' }), {
      timeoutMs: 2000,
    });
    expect(readRegistry(dir).remotes.scores.current).toBe('v1');
  });

  it('takes over a lock older than the stale limit', () => {
    fs.writeFileSync(lockPath(dir), 'garbage');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath(dir), old, old);
    updateRegistry(dir, (r: Registry) => setCurrent(r, 'scores', 'v1', { by: 't', why: 'x' }), {
      timeoutMs: 2000,
    });
    expect(readRegistry(dir).remotes.scores.current).toBe('v1');
  });

  it('waits for a live holder and then says who holds the lock', () => {
    fs.writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid: process.pid, host: os.hostname(), at: 'now', token: 'live' }),
    );
    expect(() => updateRegistry(dir, (r: Registry) => r, { timeoutMs: 150 })).toThrow(
      `registry is locked by pid ${process.pid}`,
    );
  });
});
