import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkSizeBudget, measure, readBudget } = require('../size-budget.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../apps.js');

/** Incompressible bytes: gzip and Brotli sizes stay close to the raw size, so limits are easy to reason about. */
const noise = (bytes: number) => crypto.randomBytes(bytes);

function write(file: string, text: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** A built product in miniature: a shell with its /home screen and a scores remote with /match. */
function fakeBuild(dir: string) {
  const shell = path.join(dir, 'shell/1.0.0-s/browser');
  write(path.join(shell, 'main.js'), noise(20_000));
  write(path.join(shell, 'c/home.js'), noise(2_000));
  write(
    path.join(shell, '.first-load.json'),
    JSON.stringify({
      entry: ['main.js'],
      exposes: {},
      loaders: { 'src/app/route-screen.tsx': { '/home': ['c/home.js'] } },
    }),
  );
  const scores = path.join(dir, 'remotes/scores/1.0.0-a/browser');
  write(path.join(scores, 'remoteEntry.js'), noise(8_000));
  write(path.join(scores, 'c/expose.js'), noise(500));
  write(path.join(scores, 'c/match.js'), noise(10_000));
  write(
    path.join(scores, '.first-load.json'),
    JSON.stringify({
      entry: ['remoteEntry.js'],
      exposes: { './routes': { module: 'src/routes.ts', files: ['c/expose.js'] } },
      loaders: { 'src/routes.ts': { '/match': ['c/match.js'] } },
    }),
  );
  write(
    path.join(dir, 'release-state.json'),
    JSON.stringify({
      schemaVersion: 2,
      apps: { shell: { current: '1.0.0-s' }, scores: { current: '1.0.0-a' } },
    }),
  );
}

const budget = (shellKb: number, matchKb: number) => ({
  containers: { shell: { gzip: shellKb }, scores: { gzip: 10, brotli: 10 } },
  routes: {
    '/match': { gzip: matchKb, loads: [{ app: 'scores', expose: './routes', screen: '/match' }] },
    '/home': { loads: [{ app: 'shell', screen: '/home' }] },
  },
});

describe('size budget', () => {
  let dir: string;
  let printed: string[];
  const print = (text: string) => printed.push(text);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-budget-'));
    printed = [];
    fakeBuild(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('adds up a route from the shell entry, the remote entry, the expose and the screen', () => {
    const { rows, failures } = measure(dir, budget(100, 100));
    expect(failures).toEqual([]);
    const match = rows.find((r: { name: string }) => r.name === '/match');
    expect(match.what).toBe('first load, 4 files');
    // 20 + 8 + 0.5 + 10 KB of incompressible bytes, and a little framing.
    expect(match.size.gzip).toBeGreaterThan(38_500);
    expect(match.size.gzip).toBeLessThan(39_500);
  });

  it('passes within the limits and prints every container and route', () => {
    expect(checkSizeBudget(dir, { budget: budget(100, 100), print })).toBe(true);
    const table = printed.join('\n');
    for (const name of ['shell', 'scores', '/match', '/home']) expect(table).toContain(name);
    expect(table).not.toContain('✘');
  });

  it('fails when a container is over its limit, saying which and by how much', () => {
    expect(checkSizeBudget(dir, { budget: budget(15, 100), print })).toBe(false);
    expect(printed.join('\n')).toMatch(
      /size budget failed: shell: [\d.]+ KB gzip is over its budget of 15\.0 KB/,
    );
  });

  it('fails when a route is over its limit', () => {
    expect(checkSizeBudget(dir, { budget: budget(100, 30), print })).toBe(false);
    expect(printed.join('\n')).toMatch(/size budget failed: \/match: [\d.]+ KB gzip is over its budget/);
  });

  it('uses the pre-compressed copy the server sends when there is one', () => {
    const entry = path.join(dir, 'remotes/scores/1.0.0-a/browser/remoteEntry.js');
    fs.writeFileSync(`${entry}.br`, zlib.brotliCompressSync('x'));
    const { rows } = measure(dir, budget(100, 100));
    const scores = rows.find((r: { name: string }) => r.name === 'scores');
    expect(scores.size.brotli).toBe(fs.statSync(`${entry}.br`).size);
  });

  it('counts stylesheets apart from scripts, each against its own limits', () => {
    const shell = path.join(dir, 'shell/1.0.0-s/browser');
    const scores = path.join(dir, 'remotes/scores/1.0.0-a/browser');
    write(path.join(shell, 'main.css'), noise(3_000));
    write(path.join(scores, 'c/match.css'), noise(2_000));
    write(path.join(scores, 'c/other.css'), noise(9_000));
    const report = (folder: string) => path.join(folder, '.first-load.json');
    const shellReport = JSON.parse(fs.readFileSync(report(shell), 'utf8'));
    shellReport.entry = ['main.css', 'main.js'];
    write(report(shell), JSON.stringify(shellReport));
    const scoresReport = JSON.parse(fs.readFileSync(report(scores), 'utf8'));
    scoresReport.loaders['src/routes.ts']['/match'] = ['c/match.css', 'c/match.js'];
    write(report(scores), JSON.stringify(scoresReport));

    const withCss = budget(100, 100);
    Object.assign(withCss.routes['/match'], { css: { gzip: 6 } });
    const { rows, failures } = measure(dir, withCss);
    expect(failures).toEqual([]);
    const match = rows.find((r: { name: string }) => r.name === '/match');
    // The scripts as before (20 + 8 + 0.5 + 10 KB); the stylesheets are the shell's 3 KB and the screen's 2 KB,
    // not the 9 KB file no load names.
    expect(match.size.gzip).toBeGreaterThan(38_500);
    expect(match.size.gzip).toBeLessThan(39_500);
    expect(match.css.gzip).toBeGreaterThan(5_000);
    expect(match.css.gzip).toBeLessThan(5_400);
    expect(match.what).toBe('first load, 4 files');
    const shellRow = rows.find((r: { name: string }) => r.name === 'shell');
    expect(shellRow.what).toBe('main.js');
    expect(shellRow.css.gzip).toBeGreaterThan(3_000);

    Object.assign(withCss.routes['/match'], { css: { gzip: 4 } });
    expect(checkSizeBudget(dir, { budget: withCss, print })).toBe(false);
    expect(printed.join('\n')).toMatch(
      /size budget failed: \/match: [\d.]+ KB CSS gzip is over its budget of 4\.0 KB/,
    );
    expect(printed.join('\n')).toMatch(/\/match .*CSS 2:/);
  });

  it('fails when a route names a screen the build does not have', () => {
    const wrong = budget(100, 100);
    wrong.routes['/match'].loads[0]!.screen = '/nope';
    expect(checkSizeBudget(dir, { budget: wrong, print })).toBe(false);
    expect(printed.join('\n')).toContain('no single screen "/nope"');
  });
});

describe('webpack/size-budget.json', () => {
  const real = readBudget();

  it('has a limit for every container of the product', () => {
    expect(Object.keys(real.containers).sort()).toEqual(apps.map((a: { id: string }) => a.id).sort());
    for (const limit of Object.values(real.containers) as { gzip: number; brotli: number }[]) {
      expect(limit.gzip).toBeGreaterThan(0);
      expect(limit.brotli).toBeGreaterThan(0);
    }
  });

  it('budgets the CSS of the shell and of each route beside its JavaScript', () => {
    const limits = [real.containers.shell, ...Object.values(real.routes)] as { css?: { gzip: number } }[];
    for (const limit of limits) expect(limit.css?.gzip).toBeGreaterThan(0);
  });

  it('budgets the first load of /home, /match and /league from known apps', () => {
    expect(Object.keys(real.routes)).toEqual(['/home', '/match', '/league']);
    const ids = apps.map((a: { id: string }) => a.id);
    for (const route of Object.values(real.routes) as { loads: { app: string }[] }[]) {
      for (const load of route.loads) expect(ids).toContain(load.app);
    }
  });
});
