import fs from 'node:fs';
import path from 'node:path';
import { releaseFixture } from './release-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { verifyVersion, recordFiles } = require('../release/integrity.js');

let outDir: string;
beforeEach(() => {
  outDir = releaseFixture();
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

const folder = () => path.join(outDir, 'remotes/scores/1.1.0-bbbb');

/** Rewrites the manifest and re-records every file, as a publish of such a build would have. */
function republishWithManifest(
  patch: (manifest: { exposes: { assets: { js: { async: string[] } } }[] }) => void,
) {
  const file = path.join(folder(), 'browser/mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  patch(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest));
  const record = JSON.parse(fs.readFileSync(path.join(folder(), 'release.json'), 'utf8'));
  fs.writeFileSync(
    path.join(folder(), 'release.json'),
    JSON.stringify({ ...record, files: recordFiles(path.join(folder(), 'browser')) }),
  );
}

describe('version integrity', () => {
  it('passes a version whose files are all there as published', () => {
    expect(verifyVersion(outDir, 'scores', '1.1.0-bbbb')).toEqual([]);
  });

  it('finds a folder holding only its manifest', () => {
    for (const name of ['remoteEntry.js', 'c/routes.js', 'c/widgets.js'])
      fs.rmSync(path.join(folder(), 'browser', name));
    expect(verifyVersion(outDir, 'scores', '1.1.0-bbbb').sort()).toEqual([
      'c/routes.js is missing',
      'c/widgets.js is missing',
      'remoteEntry.js is missing',
    ]);
  });

  it('finds a file the manifest names that was never published (a build that lost a chunk)', () => {
    republishWithManifest((m) => m.exposes[0]?.assets.js.async.push('c/lost.js'));
    expect(verifyVersion(outDir, 'scores', '1.1.0-bbbb')).toEqual(['c/lost.js is not in the release record']);
  });

  it('finds a file changed after publishing even when its size is the same', () => {
    const entry = path.join(folder(), 'browser/remoteEntry.js');
    fs.writeFileSync(entry, fs.readFileSync(entry, 'utf8').replace('1', '2'));
    expect(verifyVersion(outDir, 'scores', '1.1.0-bbbb')).toEqual([
      'remoteEntry.js differs from what was published',
    ]);
  });

  it('finds a version without its record', () => {
    fs.rmSync(path.join(folder(), 'release.json'));
    expect(verifyVersion(outDir, 'scores', '1.1.0-bbbb')[0]).toMatch(/release\.json cannot be read/);
  });
});
