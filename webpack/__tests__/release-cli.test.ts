import { spawnSync } from 'node:child_process';
import path from 'node:path';

const cli = path.join(__dirname, '../release/cli.mjs');

/** Runs the release CLI as `npm run release -- …` does; nothing here reaches a registry. */
function release(...args: string[]) {
  const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('the release CLI arguments', () => {
  it('refuses an unknown option, as typed, with exit code 2', () => {
    expect(release('status', '--nope')).toMatchObject({
      code: 2,
      stderr: 'release: unknown option --nope\n',
    });
    expect(release('status', '--nope=3')).toMatchObject({ stderr: 'release: unknown option --nope=3\n' });
    // Only `-m` and `-h` stand alone: no glued value, no group, no `--` terminator.
    expect(release('promote', 'scores', '-m1.0.0')).toMatchObject({
      stderr: 'release: unknown option -m1.0.0\n',
    });
    expect(release('status', '-hm')).toMatchObject({ stderr: 'release: unknown option -hm\n' });
    expect(release('status', '--', 'x')).toMatchObject({ stderr: 'release: unknown option --\n' });
  });

  it('refuses an option without its value', () => {
    expect(release('status', '--out')).toMatchObject({ code: 2, stderr: 'release: --out needs a value\n' });
    expect(release('rollback', 'scores', '-m')).toMatchObject({
      code: 2,
      stderr: 'release: -m needs a value\n',
    });
  });

  it('takes a value that starts with a dash, and checks the command after the options', () => {
    const wrong = release('status', 'extra', '--why', '--force', '--out=/nonexistent');
    expect(wrong).toMatchObject({ code: 2 });
    expect(wrong.stderr).toMatch(/^release: wrong number of arguments for status\n\nusage:/);
    expect(release('--help')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^usage: npm run release/),
    });
    expect(release()).toMatchObject({ code: 1 });
  });
});
