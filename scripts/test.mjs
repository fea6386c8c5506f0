#!/usr/bin/env node
/**
 * `npm test`: every gate and every test — lint, typecheck, format, unit/component/server tests (jest), the
 * server suite again on PostgreSQL (a throwaway cluster; fails, not skips, when PostgreSQL is not installed),
 * the production build, and the end-to-end suite in Chromium. It keeps going after a failure so the report is
 * complete, writes reports/summary.txt, and ends with one line: `N passed, N failed`.
 *
 * Two lanes share the two cores (each jest run uses one worker): the build, then jest; and
 * the seeded templates and the PostgreSQL pass, then the static gates, then the end-to-end suite's seeded world. A
 * lane's output is printed whole when each of its steps ends, so the log reads step by step. The end-to-end suite
 * runs alone after both (one browser, one server): first everything that clicks, times or changes something, on
 * one worker; then the accessibility audits, which only open screens and look at them, on two
 * (playwright.config.ts, project `audits`).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jestFailures, playwrightFailures, recapLines } from './failure-recap.mjs';
import { findPgBin, startCluster } from './pg-test-cluster.mjs';
import { clockEnv } from './test-clock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });
for (const file of ['jest.json', 'jest-pg.json', 'e2e.json', 'e2e-audits.json', 'summary.txt'])
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

/** As `run`, but in the background: resolves to ok when done, printing the step's output whole at its end. */
function runInLane(label, command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      process.stdout.write(`\n▶ ${label}\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      resolve(ok);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

// Every phase runs at the pinned instant (scripts/test-clock.mjs): the same world at any hour of the day.
process.stdout.write(`\nclock: ${clockEnv().JC_CLOCK_START || 'real time (JC_CLOCK_START=off)'}\n`);

/**
 * Lane one: the production build, then jest (web, server on SQLite, tooling). The build first: meanwhile lane
 * two writes the seeded worlds the server suites copy (server/test/build-template.ts), so jest finds them.
 */
async function buildAndJest() {
  const built = await runInLane('build', process.execPath, [path.join(root, 'webpack/build-all.mjs')]);
  const jestOk = await runInLane(
    'jest',
    bin('jest'),
    ['--json', '--outputFile', path.join(reports, 'jest.json')],
    clockEnv(),
  );
  const jest = readJson('jest.json');
  const counts = { passed: jest?.numPassedTests ?? 0, failed: jest?.numFailedTests ?? 0 };
  if (!jestOk && counts.failed === 0) counts.failed += 1; // jest itself failed (e.g. a suite that does not compile)
  return { ...counts, built };
}

/** The server suite on PostgreSQL (JC_TEST_PG_URL), plus server/test/scale, which needs it. */
async function postgresPass() {
  const label = 'jest: server suite on PostgreSQL';
  if (!findPgBin()) {
    process.stdout.write(`\n✘ ${label}: PostgreSQL is not installed (apt-get install postgresql)\n`);
    return { passed: 0, failed: 1 };
  }
  let cluster;
  try {
    cluster = await startCluster({ log: (line) => process.stdout.write(`\n${line}\n`) });
  } catch (error) {
    process.stdout.write(`\n✘ ${label}: ${error instanceof Error ? error.message : String(error)}\n`);
    return { passed: 0, failed: 1 };
  }
  // The cluster goes away whatever happens: normal end, failure, or an interrupted run.
  process.on('exit', cluster.stop);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      cluster.stop();
      process.exit(130);
    });
  const env = { JC_TEST_PG_URL: cluster.url, ...clockEnv() };
  // The seeded templates first, outside any suite's hook timeout (server/test/build-template.ts): the SQLite
  // one (lane one's jest copies it too), its copy on PostgreSQL, and the spring world; should it fail, the
  // suites build them themselves and say why.
  await runInLane(
    'seeded templates (SQLite, PostgreSQL)',
    bin('tsx'),
    ['server/test/build-template.ts'],
    env,
  );
  const ok = await runInLane(
    label,
    bin('jest'),
    ['server/test', '--selectProjects', 'node', '--json', '--outputFile', path.join(reports, 'jest-pg.json')],
    env,
  );
  cluster.stop();
  const report = readJson('jest-pg.json');
  const counts = { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  return counts;
}

// The seeded world every server of the end-to-end suite copies (e2e/support/server.ts): written in lane two,
// so neither Playwright run seeds while the browser waits. Its own clock origin puts its anchor at the pinned
// instant, where each e2e run's clock starts too. Should it fail, the suite's first server writes it.
const e2eTemplate = path.join(os.tmpdir(), `jc-e2e-run-template-${process.pid}.db`);
process.on('exit', () => fs.rmSync(e2eTemplate, { force: true }));

/** Lane two: the PostgreSQL pass, then lint, typecheck and format, then the e2e suite's seeded template. */
async function postgresAndGates() {
  const counts = await postgresPass();
  gates.push(['lint', await runInLane('lint', bin('eslint'), ['.', '--max-warnings=0'])]);
  gates.push(['typecheck', await runInLane('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])]);
  gates.push([
    'format',
    await runInLane('format:check', bin('prettier'), ['--check', '.', '--log-level', 'warn']),
  ]);
  await runInLane(
    'seeded template for e2e',
    bin('tsx'),
    ['e2e/support/sport-template.ts', e2eTemplate],
    clockEnv(),
  );
  return counts;
}

const [laneOne, pg] = await Promise.all([buildAndJest(), postgresAndGates()]);
let passed = laneOne.passed + pg.passed;
let failed = laneOne.failed + pg.failed;
const { built } = laneOne;
gates.push(['build', built]);
if (built) {
  // E2E_PORT when given (the suite's extra servers listen on ports the system picks), else a free port, so a server
  // left running on the default one never blocks the suite.
  const port =
    Number(process.env.E2E_PORT) ||
    (await new Promise((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address();
        probe.close(() => resolve(free));
      });
    }));
  const e2eRuns = [
    ['e2e (Chromium)', ['--project', 'e2e'], 'e2e.json'],
    ['e2e audits (Chromium, two workers)', ['--project', 'audits', '--workers', '2'], 'e2e-audits.json'],
  ];
  for (const [label, args, report] of e2eRuns) {
    const ok = run(label, bin('playwright'), ['test', ...args], {
      E2E_PORT: String(port),
      JC_E2E_REPORT: path.join(reports, report),
      JC_E2E_TEMPLATE: e2eTemplate,
      ...clockEnv(),
    });
    const stats = readJson(report)?.stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
    if (!ok && (stats.unexpected ?? 0) === 0) failed += 1;
  }
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

// The names of what failed, next to the summary line (CI keeps a log's tail).
const recap = recapLines([
  ...jestFailures(readJson('jest.json'), 'jest', root),
  ...jestFailures(readJson('jest-pg.json'), 'jest on PostgreSQL', root),
  ...playwrightFailures(readJson('e2e.json'), 'e2e'),
  ...playwrightFailures(readJson('e2e-audits.json'), 'e2e audits'),
]);
if (recap.length > 0) process.stdout.write(`\n${recap.join('\n')}\n`);

const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
process.stdout.write(`\n${line}\n`);
process.exit(failed === 0 ? 0 : 1);
