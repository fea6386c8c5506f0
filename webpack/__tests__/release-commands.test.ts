import fs from 'node:fs';
import path from 'node:path';
import { publishRemote, publishShell, releaseFixture } from './release-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const commands = require('../release/commands.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readState } = require('../release/state.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const serverApi = require('../release/server-api.js');

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
const current = (app: string) => readState(outDir).apps[app]?.current;
const lastChange = (app: string) => readState(outDir).apps[app].history.at(-1);
const registry = () => JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));

beforeEach(() => {
  outDir = releaseFixture();
  printed = [];
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('release commands for remotes', () => {
  it('promotes, then rolls back to the previous version, leaving other apps alone', async () => {
    const before = JSON.stringify(readState(outDir).apps.content);
    await commands.promote(ctx({ why: 'new live list' }), 'scores', '1.1.0-bbbb');
    expect(current('scores')).toBe('1.1.0-bbbb');
    expect(registry().remotes.scores).toEqual({ current: '1.1.0-bbbb', previous: '1.0.0-aaaa' });
    await commands.rollback(ctx(), 'scores');
    expect(current('scores')).toBe('1.0.0-aaaa');
    expect(JSON.stringify(readState(outDir).apps.content)).toBe(before);
    expect(printed.join('\n')).toContain('rolled back scores: 1.1.0-bbbb → 1.0.0-aaaa');
  });

  it('names the apps when the app is unknown, and the versions when the version is', async () => {
    await expect(commands.promote(ctx(), 'scorez', '1.1.0-bbbb')).rejects.toThrow(
      'unknown app "scorez"; the apps are: shell, scores, content, database, account',
    );
    await expect(commands.promote(ctx(), 'scores', '9.9.9')).rejects.toThrow(
      /unknown version "9.9.9" of scores; published versions \(newest first\): .*1\.1\.0-bbbb/,
    );
    await expect(commands.rollback(ctx(), 'database')).rejects.toThrow(/has no previous version/);
  });

  it('refuses a version whose singletons break the shell; --force goes through and is recorded with the conflicts', async () => {
    publishRemote(outDir, 'scores', '2.0.0-cccc', { breaks: true });
    await expect(commands.promote(ctx(), 'scores', '2.0.0-cccc')).rejects.toThrow(
      /not compatible with the shell \(checked against shell 1\.0\.0-s1\)[\s\S]*react: the remote requires \^20\.0\.0/,
    );
    await expect(commands.canary(ctx(), 'scores', '2.0.0-cccc', '10')).rejects.toThrow(/not compatible/);
    expect(current('scores')).toBe('1.0.0-aaaa');
    await commands.promote(ctx({ force: true }), 'scores', '2.0.0-cccc');
    expect(current('scores')).toBe('2.0.0-cccc');
    expect(lastChange('scores')).toMatchObject({
      forced: true,
      conflicts: expect.arrayContaining([expect.stringContaining('react')]),
    });
    printed = [];
    commands.history(ctx(), 'scores');
    expect(printed.join('\n')).toMatch(/promote! +2\.0\.0-cccc[\s\S]*forced past: react/);
  });

  it('refuses a remote that uses a shared export the deployed shell does not have, naming the export', async () => {
    publishRemote(outDir, 'scores', '2.0.0-dddd', { uses: ['apiClient', 'auditBadge'] });
    for (const run of [
      () => commands.promote(ctx(), 'scores', '2.0.0-dddd'),
      () => commands.canary(ctx(), 'scores', '2.0.0-dddd', '5'),
    ]) {
      await expect(run()).rejects.toThrow(
        /@jincheng\/shared: uses auditBadge, which the shell's shared [\d.]+ does not export/,
      );
    }
    expect(registry().remotes.scores).toEqual({ current: '1.0.0-aaaa' });
  });

  it('refuses a damaged version (a file missing or truncated since publish), even with --force', async () => {
    const entry = path.join(outDir, 'remotes/scores/1.1.0-bbbb/browser/remoteEntry.js');
    fs.writeFileSync(entry, '/*1.1');
    await expect(commands.promote(ctx({ force: true }), 'scores', '1.1.0-bbbb')).rejects.toThrow(
      /damaged on disk[\s\S]*remoteEntry\.js is \d+ bytes, published as \d+/,
    );
    fs.rmSync(path.join(outDir, 'remotes/scores/1.1.0-bbbb/browser/c/routes.js'));
    await expect(commands.canary(ctx(), 'scores', '1.1.0-bbbb', '10')).rejects.toThrow(
      /c\/routes\.js is missing/,
    );
    expect(current('scores')).toBe('1.0.0-aaaa');
  });

  it('runs a canary, refuses nonsense, and stops it', async () => {
    await expect(commands.canary(ctx(), 'scores', '1.1.0-bbbb', '150')).rejects.toThrow(
      'percent must be a number from 0 to 100',
    );
    await expect(commands.canary(ctx(), 'scores', '1.0.0-aaaa', '10')).rejects.toThrow('already current');
    await commands.canary(ctx(), 'scores', '1.1.0-bbbb', '12.5');
    expect(registry().remotes.scores.canary).toEqual({ version: '1.1.0-bbbb', percent: 12.5 });
    await commands.canary(ctx(), 'scores', 'off');
    expect(registry().remotes.scores.canary).toBeUndefined();
  });

  it('hands an --auto canary to the analysis: steps above the start, kept out of the registry, guarded', async () => {
    await commands.canary(ctx({ auto: true }), 'scores', '1.1.0-bbbb', '10');
    expect(readState(outDir).apps.scores.canary.auto).toEqual({ steps: [25, 50, 100] });
    expect(registry().remotes.scores.canary).toEqual({ version: '1.1.0-bbbb', percent: 10 });
    expect(printed.join('\n')).toContain('steps it up through 25 → 50 → 100 %');
    await commands.status(ctx());
    expect(printed.join('\n')).toMatch(
      /canary +1\.1\.0-bbbb for 10 %, automatic: next 25 → 50 → 100 %, not analysed/,
    );

    // The analysis marks its window once; a second mark changes nothing.
    await serverApi.startAnalysis(outDir, 'scores', '1.1.0-bbbb', 1234);
    await serverApi.startAnalysis(outDir, 'scores', '1.1.0-bbbb', 9999);
    expect(readState(outDir).apps.scores.canary.auto).toEqual({ steps: [25, 50, 100], since: 1234 });

    // A verdict on a canary that a release manager has changed meanwhile is not applied.
    const judged = readState(outDir).apps.scores.canary;
    await commands.canary(ctx(), 'scores', '1.1.0-bbbb', '30');
    expect(readState(outDir).apps.scores.canary.auto).toBeUndefined();
    await expect(
      commands.canary(ctx({ ifCanary: { version: judged.version, at: judged.at } }), 'scores', 'off'),
    ).rejects.toThrow("scores's canary changed while it was being analysed");
    expect(registry().remotes.scores.canary.percent).toBe(30);

    await commands.canary(ctx({ auto: true, steps: '50,20' }), 'scores', '1.1.0-bbbb', '20');
    expect(readState(outDir).apps.scores.canary.auto.steps).toEqual([50, 100]);
    await expect(
      commands.canary(ctx({ auto: true, steps: '50,x' }), 'scores', '1.1.0-bbbb', '20'),
    ).rejects.toThrow('--steps must be percentages');
    await commands.canary(ctx({ why: 'bad numbers' }), 'scores', 'off');
    expect(lastChange('scores')).toMatchObject({ action: 'canary', percent: 0, why: 'bad numbers' });
    printed = [];
    await commands.status(ctx());
    expect(printed.join('\n')).toMatch(/last +1\.1\.0-bbbb: canary stopped by alice .*\(bad numbers\)/);
  });

  it('sets the share of page loads that send health beacons, into the public registry', async () => {
    await commands.healthSample(ctx(), '0.25');
    expect(registry().healthSampleRate).toBe(0.25);
    expect(printed.at(-1)).toBe('25 % of page loads send health beacons, each counted 4 times');
    await expect(commands.healthSample(ctx(), '0')).rejects.toThrow(
      'the sample rate must be from 0.001 to 1',
    );
    await expect(commands.healthSample(ctx(), 'lots')).rejects.toThrow('the sample rate must be');
    await commands.healthSample(ctx(), 'default');
    expect(registry().healthSampleRate).toBeUndefined();
    expect(readState(outDir).healthSampleRate).toBeUndefined();
  });

  it('sets the load timeout of one remote or all, and refuses nonsense', async () => {
    await commands.timeout(ctx(), 'scores', '30000');
    expect(registry().remotes.scores.loadTimeoutMs).toBe(30000);
    await commands.timeout(ctx(), 'all', '60000');
    expect(registry()).toMatchObject({
      loadTimeoutMs: 60000,
      remotes: { scores: { current: '1.0.0-aaaa' } },
    });
    expect(registry().remotes.scores.loadTimeoutMs).toBeUndefined();
    for (const bad of ['12', 'soon', '99999999']) {
      await expect(commands.timeout(ctx(), 'scores', bad)).rejects.toThrow(
        /timeout must be whole milliseconds from 1000 to 600000/,
      );
    }
    await expect(commands.timeout(ctx(), 'shell', '5000')).rejects.toThrow(/unknown app "shell"/);
    await commands.timeout(ctx(), 'all', 'default');
    expect(registry().loadTimeoutMs).toBeUndefined();
  });
});

describe('release commands for the shell', () => {
  it('promotes and rolls back a shell version; browsers get it from the registry', async () => {
    publishShell(outDir, '1.1.0-s2');
    await commands.promote(ctx(), 'shell', '1.1.0-s2');
    expect(registry().shell).toEqual({ current: '1.1.0-s2', previous: '1.0.0-s1' });
    await commands.rollback(ctx(), 'shell');
    expect(registry().shell.current).toBe('1.0.0-s1');
  });

  it('refuses a shell that drops a shared export a current remote uses, listing remote and export', async () => {
    publishShell(outDir, '2.0.0-s3', { drops: ['storage'] });
    await expect(commands.promote(ctx(), 'shell', '2.0.0-s3')).rejects.toThrow(
      /shell 2\.0\.0-s3 breaks remote versions visitors get:\n {2}- scores 1\.0\.0-aaaa \(current\): @jincheng\/shared: uses storage[\s\S]*content 1\.0\.0-aaaa \(current\)/,
    );
    expect(registry().shell.current).toBe('1.0.0-s1');
    await expect(commands.canary(ctx(), 'shell', '2.0.0-s3', '10')).rejects.toThrow(
      /the shell has no canary/,
    );
    await commands.promote(ctx({ force: true, why: 'storage moved' }), 'shell', '2.0.0-s3');
    expect(lastChange('shell')).toMatchObject({
      forced: true,
      why: 'storage moved',
      conflicts: expect.arrayContaining([expect.stringContaining('scores 1.0.0-aaaa (current)')]),
    });
  });

  it("also checks a remote's canary, and warns about fallback versions the new shell cannot run", async () => {
    publishRemote(outDir, 'scores', '1.2.0-eeee', { uses: ['apiClient', 'toast'] });
    await commands.canary(ctx(), 'scores', '1.2.0-eeee', '10');
    publishShell(outDir, '2.0.0-s4', { drops: ['toast'] });
    await expect(commands.promote(ctx(), 'shell', '2.0.0-s4')).rejects.toThrow(
      /scores 1\.2\.0-eeee \(canary\): @jincheng\/shared: uses toast/,
    );

    await commands.canary(ctx(), 'scores', 'off');
    await commands.promote(ctx(), 'scores', '1.1.0-bbbb');
    publishShell(outDir, '2.0.0-s5', { drops: ['toast', 'ROUTES'] });
    // The previous good scores (first-time visitors' fallback) breaks on it: said, not refused.
    publishRemote(outDir, 'scores', '1.0.1-ffff', { uses: ['ROUTES'] });
    await commands.promote(ctx(), 'scores', '1.0.1-ffff');
    await commands.promote(ctx(), 'scores', '1.1.0-bbbb');
    printed = [];
    await commands.promote(ctx(), 'shell', '2.0.0-s5');
    expect(printed.join('\n')).toMatch(
      /warning: the fallback of scores 1\.0\.1-ffff \(previous good\): @jincheng\/shared: uses ROUTES/,
    );
  });

  it('prints status (contract included) and history for every app', async () => {
    await commands.promote(ctx({ why: 'faster list' }), 'scores', '1.1.0-bbbb');
    commands.status(ctx());
    const status = printed.join('\n');
    expect(status).toMatch(/shell\n {2}current {3}1\.0\.0-s1 {3}shared \d+\.\d+\.\d+, \d+ exports/);
    expect(status).toMatch(/scores\n {2}current {3}1\.1\.0-bbbb {3}built with shared [\d.]+, uses 2 exports/);
    expect(status).toMatch(/previous {2}1\.0\.0-aaaa/);
    expect(status).toMatch(/contract {2}ok/);
    printed = [];
    commands.history(ctx(), 'scores');
    expect(printed[1]).toMatch(/promote +1\.1\.0-bbbb +alice +faster list/);
    expect(printed[2]).toMatch(/build +1\.0\.0-aaaa +build +local build/);
  });
});
