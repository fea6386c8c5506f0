#!/usr/bin/env node
/**
 * `npm test`: every gate and every test, in order — lint, typecheck, format, unit/component/server tests
 * (jest), the production build, and the end-to-end suite in Chromium. It keeps going after a failure so the
 * report is complete, writes reports/summary.txt, and ends with one line: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
for (const file of ['jest.json', 'e2e.json', 'summary.txt'])
  fs.rmSync(path.join(reports, file), { force: true });

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const gates = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

gates.push(['lint', run('lint', bin('eslint'), ['.', '--max-warnings=0'])]);
gates.push(['typecheck', run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])]);
gates.push(['format', run('format:check', bin('prettier'), ['--check', '.', '--log-level', 'warn'])]);

const jestOk = run('jest', bin('jest'), ['--json', '--outputFile', path.join(reports, 'jest.json')]);
const jest = readJson('jest.json');
let passed = jest?.numPassedTests ?? 0;
let failed = jest?.numFailedTests ?? 0;
if (!jestOk && failed === 0) failed += 1; // jest itself failed (e.g. a suite that does not compile)

const built = run('build', process.execPath, [path.join(root, 'webpack/build-all.mjs')]);
gates.push(['build', built]);
if (built) {
  // E2E_PORT when given (the suite's extra servers take the next few ports), else a free port, so a server
  // left running on the default one never blocks the suite.
  const port =
    Number(process.env.E2E_PORT) ||
    (await new Promise((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
    }));
  const e2eOk = run('e2e (Chromium)', bin('playwright'), ['test'], { E2E_PORT: String(port) });
  const e2e = readJson('e2e.json');
  const stats = e2e?.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if (!e2eOk && (stats.unexpected ?? 0) === 0) failed += 1;
} else {
  failed += 1;
}

for (const [label, ok] of gates) {
  if (ok) passed += 1;
  else {
    failed += 1;
    process.stdout.write(`gate failed: ${label}\n`);
  }
}

const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
process.stdout.write(`\n${line}\n`);
process.exit(failed === 0 ? 0 : 1);
