import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readRegistry, writeRegistry, setCurrent } = require('../registry-file.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildHash } = require('../build-hash.js');

describe('registry file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-reg-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts empty and round-trips through an atomic write', () => {
    const empty = readRegistry(dir);
    expect(empty).toEqual({ schemaVersion: 1, remotes: {} });
    const next = setCurrent(empty, 'scores', '1.0.0-aaaa', { by: 'test', why: 'first' });
    writeRegistry(dir, next);
    expect(readRegistry(dir).remotes.scores.current).toBe('1.0.0-aaaa');
    expect(fs.readdirSync(dir)).toEqual(['registry.json']);
  });

  it('records history and leaves other remotes alone', () => {
    let registry = setCurrent(readRegistry(dir), 'scores', 'v1', { by: 'a', why: 'x' });
    registry = setCurrent(registry, 'content', 'c1', { by: 'a', why: 'x' });
    registry = setCurrent(registry, 'scores', 'v2', { by: 'b', why: 'y' });
    expect(registry.remotes.scores.current).toBe('v2');
    expect(registry.remotes.scores.history.map((h: { version: string }) => h.version)).toEqual(['v1', 'v2']);
    expect(registry.remotes.content.current).toBe('c1');
  });
});

describe('build hash', () => {
  it('is stable for the same inputs and changes with the build settings', () => {
    const app = path.resolve(__dirname, '../../remote-account');
    expect(buildHash(app, {})).toBe(buildHash(app, {}));
    expect(buildHash(app, { JC_CHUNK_TIMEOUT_MS: '1000' })).not.toBe(buildHash(app, {}));
    expect(buildHash(app, {})).toMatch(/^[0-9a-f]{8}$/);
  });
});
