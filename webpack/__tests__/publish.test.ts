import fs from 'node:fs';
import path from 'node:path';
import { publishRemote, releaseFixture } from './release-fixture';

// A publish builds with webpack; here the build is the fixture's (build-app.test.ts covers the real one).
jest.mock('../release/build-app.js', () => ({ buildApp: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildApp } = require('../release/build-app.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const commands = require('../release/commands.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readState } = require('../release/state.js');

let outDir: string;
let printed: string[];
const ctx = { by: 'alice', force: false, print: (line: string) => printed.push(line) };

beforeEach(() => {
  outDir = releaseFixture();
  printed = [];
});
afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

function builds(version: string, uses: string[], { existed = false, cleaned = [] as string[] } = {}) {
  buildApp.mockImplementation(async () => {
    publishRemote(outDir, 'scores', version, { uses });
    return { version, target: path.join(outDir, 'remotes/scores', version), existed, ms: 1200, cleaned };
  });
}

describe('publish', () => {
  it('publishes without making it current, and says what comes next', async () => {
    builds('1.2.0-ok', ['apiClient']);
    expect(await commands.publish({ ...ctx, outDir }, 'scores')).toBe('1.2.0-ok');
    expect(readState(outDir).apps.scores.current).toBe('1.0.0-aaaa');
    expect(readState(outDir).apps.scores.history.at(-1)).toMatchObject({
      action: 'publish',
      version: '1.2.0-ok',
    });
    expect(printed.join('\n')).toMatch(
      /published scores 1\.2\.0-ok[\s\S]*next: npm run release -- promote scores 1\.2\.0-ok/,
    );
  });

  it('warns at once when the deployed shell lacks a shared export the build uses', async () => {
    builds('1.2.0-needs', ['apiClient', 'auditBadge']);
    await commands.publish({ ...ctx, outDir }, 'scores');
    expect(printed.join('\n')).toMatch(
      /warning: promote will refuse this version: scores 1\.2\.0-needs is not compatible with the shell[\s\S]*uses auditBadge/,
    );
  });

  it('reports a version published by the same sources, and temp folders it removed', async () => {
    builds('1.1.0-bbbb', ['apiClient'], { existed: true, cleaned: ['.publishing-1.3.0-x-4242'] });
    await commands.publish({ ...ctx, outDir }, 'scores');
    const text = printed.join('\n');
    expect(text).toContain('removed a temp folder left by a stopped build: .publishing-1.3.0-x-4242');
    expect(text).toContain('scores 1.1.0-bbbb is already published (same inputs)');
  });
});
