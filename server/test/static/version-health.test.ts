import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHELL_PAGE, hostingApp, publishFixture, writeRegistry } from './published';
import { brokenKey, versionHealth, withBroken } from '../../src/static/version-health';

/** A remote's versions published into a fresh folder; `scores` 2.0.0 current, 1.0.0 previous, 3.0.0 canary. */
function published() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-health-'));
  for (const version of ['1.0.0', '2.0.0', '3.0.0'])
    publishFixture(outDir, 'scores', version, {
      'remoteEntry.js': `entry(${version})`,
      'screen.js': 'x'.repeat(4000),
    });
  const registry = {
    schemaVersion: 2,
    shell: { current: '1.0.0-s' },
    remotes: {
      scores: { current: '2.0.0', previous: '1.0.0', canary: { version: '3.0.0', percent: 10 } },
      content: { current: '9.9.9' },
    },
  };
  const chunk = (version: string) => path.join(outDir, 'remotes/scores', version, 'browser/screen.js');
  return { outDir, registry, chunk };
}

describe('versions with damaged browser files', () => {
  it('names the versions whose recorded files fail their check; a folder that is not there is not named', async () => {
    const { outDir, registry, chunk } = published();
    let now = 0;
    const health = versionHealth(outDir, { revalidateMs: 1000, now: () => now });
    expect(await health.broken(registry)).toEqual({});
    fs.truncateSync(chunk('2.0.0'), 10);
    fs.writeFileSync(chunk('3.0.0'), 'y'.repeat(4000));
    // Within the window the verdict stands (no stat, no hash per page) …
    now = 999;
    expect(await health.broken(registry)).toEqual({});
    // … after it, the files are stat'ed again and the changed ones hashed.
    now = 1000;
    expect(await health.broken(registry)).toEqual({ scores: ['3.0.0', '2.0.0'] });
    // A repaired folder is good again at the next revalidation.
    fs.writeFileSync(chunk('2.0.0'), 'x'.repeat(4000));
    fs.writeFileSync(chunk('3.0.0'), 'x'.repeat(4000));
    now = 2000;
    expect(await health.broken(registry)).toEqual({});
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('counts a version folder without its release record as broken (nothing of it is served)', async () => {
    const { outDir, registry } = published();
    fs.rmSync(path.join(outDir, 'remotes/scores/1.0.0/release.json'));
    expect(await versionHealth(outDir).broken(registry)).toEqual({ scores: ['1.0.0'] });
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('puts them into the registry the page carries and the cache key, and nowhere when there are none', () => {
    const registry = { remotes: { scores: { current: '2.0.0' } } };
    expect(withBroken(registry, {})).toBe(registry);
    expect(withBroken(registry, { scores: ['2.0.0'] })).toEqual({
      remotes: { scores: { current: '2.0.0', broken: ['2.0.0'] } },
    });
    expect(brokenKey({ scores: ['3.0.0', '2.0.0'], content: ['1.0.0'] })).toBe(
      'content:1.0.0,scores:3.0.0+2.0.0',
    );
  });

  it('tells the page (not /registry.json) which versions are broken', async () => {
    const { outDir, registry, chunk } = published();
    publishFixture(outDir, 'shell', '1.0.0-s', { 'index.html': SHELL_PAGE, 'main.js': 'main()' });
    writeRegistry(outDir, registry);
    fs.truncateSync(chunk('2.0.0'), 10);
    const app = await hostingApp(outDir);
    try {
      const html = (await app.inject({ url: '/match' })).body;
      const block = /<script type="application\/json" id="jc-registry">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(block ?? '{}').remotes.scores).toMatchObject({ current: '2.0.0', broken: ['2.0.0'] });
      expect((await app.inject({ url: '/registry.json' })).json()).toEqual(registry);
    } finally {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
