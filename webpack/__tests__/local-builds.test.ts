import fs from 'node:fs';
import { publishRemote, publishShell, releaseFixture } from './release-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { applyLocalBuilds } = require('../release/local-builds.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readState } = require('../release/state.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ops = require('../release/release-ops.js');

let outDir: string;
beforeEach(() => {
  outDir = releaseFixture();
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const result = (id: string, version: string) => ({
  app: { id, kind: id === 'shell' ? 'host' : 'remote' },
  version,
});

function apply(results: ReturnType<typeof result>[], state = readState(outDir)) {
  const notes: { text: string; refused?: boolean }[] = [];
  const next = applyLocalBuilds(state, results, { outDir, keep: false, notes });
  return { next, notes };
}

describe('what npm run build makes current', () => {
  it('makes fresh builds current while the release CLI has not touched the app', () => {
    publishShell(outDir, '1.1.0-s2');
    const { next, notes } = apply([result('shell', '1.1.0-s2'), result('scores', '1.1.0-bbbb')]);
    expect(next.apps.shell.current).toBe('1.1.0-s2');
    expect(next.apps.scores.current).toBe('1.1.0-bbbb');
    expect(notes).toEqual([]);
  });

  it('keeps a release-managed app where the release manager put it, and says so', () => {
    const managed = ops.recordPublish(readState(outDir), 'scores', '1.1.0-bbbb', { by: 'li.wei' });
    const { next, notes } = apply([result('scores', '1.1.0-bbbb')], managed);
    expect(next.apps.scores.current).toBe('1.0.0-aaaa');
    expect(notes[0]?.text).toContain('scores: release-managed, 1.1.0-bbbb not made current');
  });

  it('refuses to make a shell current that drops what a current remote uses, naming both', () => {
    publishShell(outDir, '2.0.0-s3', { drops: ['storage'] });
    const { next, notes } = apply([result('shell', '2.0.0-s3')]);
    expect(next.apps.shell.current).toBe('1.0.0-s1');
    expect(notes[0]).toMatchObject({ refused: true });
    expect(notes[0]?.text).toMatch(
      /shell 2\.0\.0-s3 not made current[\s\S]*scores 1\.0\.0-aaaa \(current\): @jincheng\/shared: uses storage/,
    );
  });

  it('checks the new shell against the remotes of the same build', () => {
    publishShell(outDir, '2.0.0-s3', { drops: ['storage'] });
    publishRemote(outDir, 'scores', '2.0.0-x', { uses: ['apiClient'] });
    publishRemote(outDir, 'content', '2.0.0-y', { uses: ['apiClient'] });
    const { next, notes } = apply([
      result('shell', '2.0.0-s3'),
      result('scores', '2.0.0-x'),
      result('content', '2.0.0-y'),
    ]);
    expect(notes).toEqual([]);
    expect(next.apps.shell.current).toBe('2.0.0-s3');
  });

  it('replaces a release-managed current version that is not on disk (a dist/ from the older layout)', () => {
    let state = ops.setCurrent(readState(outDir), 'scores', '0.9.0-gone', { by: 'li.wei' });
    state = ops.recordPublish(state, 'scores', '0.9.0-gone', { by: 'li.wei' });
    const { next } = apply([result('scores', '1.1.0-bbbb')], state);
    expect(next.apps.scores.current).toBe('1.1.0-bbbb');
  });
});
