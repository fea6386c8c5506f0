import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const commands = require('../release/commands.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRegistry, writeRegistry, setCurrent } = require('../registry-file.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkoutContract, writeShellContract } = require('../release/shell-contract.js');

type Contract = { shared: Record<string, { version: string; requiredVersion: string }> };

let outDir: string;
let printed: string[];
const ctx = (extra: Record<string, unknown> = {}) => ({
  outDir,
  by: 'alice',
  why: undefined,
  force: false,
  print: (line: string) => printed.push(line),
  ...extra,
});

/** A version folder with a manifest like the federation plugin writes; `breaks` makes it need React 20. */
function publishFake(remote: string, version: string, { breaks = false } = {}) {
  const contract: Contract = checkoutContract();
  const shared = Object.entries(contract.shared).map(([name, s]) => ({
    name,
    version: breaks && name === 'react' ? '20.0.0' : s.version,
    requiredVersion: breaks && name === 'react' ? '^20.0.0' : s.requiredVersion,
    singleton: true,
  }));
  const exposes = remote === 'scores' || remote === 'content' ? ['routes', 'widgets'] : ['routes'];
  const dir = path.join(outDir, 'remotes', remote, version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: `remote_${remote}`, shared, exposes: exposes.map((name) => ({ name })) }),
  );
}

beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-release-'));
  printed = [];
  writeShellContract(outDir);
  let registry = { schemaVersion: 1, remotes: {} };
  for (const remote of ['scores', 'content']) {
    publishFake(remote, '1.0.0-aaaa');
    registry = setCurrent(registry, remote, '1.0.0-aaaa', {
      by: 'build',
      why: 'local build',
      action: 'build',
    });
  }
  writeRegistry(outDir, registry);
  publishFake('scores', '1.1.0-bbbb');
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const current = (remote: string) => readRegistry(outDir).remotes[remote]?.current;

describe('release commands', () => {
  it('promotes, then rolls back to the previous version, leaving other remotes alone', () => {
    const before = JSON.stringify(readRegistry(outDir).remotes.content);
    commands.promote(ctx({ why: 'new live list' }), 'scores', '1.1.0-bbbb');
    expect(current('scores')).toBe('1.1.0-bbbb');
    commands.rollback(ctx(), 'scores');
    expect(current('scores')).toBe('1.0.0-aaaa');
    expect(JSON.stringify(readRegistry(outDir).remotes.content)).toBe(before);
    expect(printed.join('\n')).toContain('rolled back scores: 1.1.0-bbbb → 1.0.0-aaaa');
  });

  it('names the remotes when the remote is unknown', () => {
    expect(() => commands.promote(ctx(), 'scorez', '1.1.0-bbbb')).toThrow(
      'unknown remote "scorez"; the remotes are: scores, content, database, account',
    );
  });

  it('lists the published versions when the version is unknown', () => {
    expect(() => commands.promote(ctx(), 'scores', '9.9.9')).toThrow(
      /unknown version "9.9.9" of scores; published versions \(newest first\): .*1\.1\.0-bbbb/,
    );
    expect(() => commands.rollback(ctx(), 'database')).toThrow(/has no previous version/);
  });

  it('refuses a promote and a canary whose contract breaks the shell, and says why', () => {
    publishFake('scores', '2.0.0-cccc', { breaks: true });
    expect(() => commands.promote(ctx(), 'scores', '2.0.0-cccc')).toThrow(
      /not compatible with the shell[\s\S]*react: the remote requires \^20\.0\.0, the shell provides/,
    );
    expect(() => commands.canary(ctx(), 'scores', '2.0.0-cccc', '10')).toThrow(/not compatible/);
    expect(current('scores')).toBe('1.0.0-aaaa');
    commands.promote(ctx({ force: true }), 'scores', '2.0.0-cccc');
    expect(current('scores')).toBe('2.0.0-cccc');
  });

  it('runs a canary, refuses nonsense, and stops it', () => {
    expect(() => commands.canary(ctx(), 'scores', '1.1.0-bbbb', '150')).toThrow(
      'percent must be a number from 0 to 100',
    );
    expect(() => commands.canary(ctx(), 'scores', '1.0.0-aaaa', '10')).toThrow('already current');
    commands.canary(ctx(), 'scores', '1.1.0-bbbb', '12.5');
    expect(readRegistry(outDir).remotes.scores.canary).toMatchObject({
      version: '1.1.0-bbbb',
      percent: 12.5,
    });
    commands.canary(ctx(), 'scores', 'off');
    expect(readRegistry(outDir).remotes.scores.canary).toBeUndefined();
    expect(current('scores')).toBe('1.0.0-aaaa');
  });

  it('prints status and history', () => {
    commands.promote(ctx({ why: 'faster list' }), 'scores', '1.1.0-bbbb');
    commands.status(ctx());
    const status = printed.join('\n');
    expect(status).toMatch(/scores\n {2}current {3}1\.1\.0-bbbb/);
    expect(status).toMatch(/previous {2}1\.0\.0-aaaa/);
    printed = [];
    commands.history(ctx(), 'scores');
    expect(printed[1]).toMatch(/promote +1\.1\.0-bbbb +alice +faster list/);
    expect(printed[2]).toMatch(/build +1\.0\.0-aaaa +build +local build/);
  });
});
