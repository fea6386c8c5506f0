#!/usr/bin/env node
/**
 * `npm run test:sweep`: the suites that read the seeded world, at several instants (scripts/test-clock.mjs:
 * a weekday and a Saturday, Beijing 02:00, 10:00 and 20:00), each on a pinned clock. The seed and the
 * simulator place the world around the current time, so a test that only holds at the hour it was written in
 * shows up here. Not part of npm test or CI (about 6–8 minutes an instant); run it before changing what the
 * tests read, or how the world is seeded.
 *
 *   npm run test:sweep                       every instant: the server suite (SQLite) and the data-reading e2e specs
 *   npm run test:sweep -- --only jest        the server suite only (or --only e2e)
 *   npm run test:sweep -- --at 2026-11-24T02:00:00+08:00 [--at …]
 *   npm run test:sweep -- --only e2e --spec e2e/search.spec.ts [--spec …]
 *
 * Prints `N passed, N failed` for each instant, then for the sweep; reports go to reports/sweep/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SWEEP_INSTANTS, clockEnv } from './test-clock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports/sweep');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * The e2e specs whose expectations come from the seeded data and the simulator (ids, names, live matches,
 * tables, odds, search, alerts, the offline list). The others (release, federation, CSP, sign-in, top-up, a11y) do
 * not depend on the hour; a11y alone would add 6 minutes an instant.
 */
const DATA_SPECS = [
  'e2e/clock.spec.ts',
  'e2e/competitions.spec.ts',
  'e2e/content.spec.ts',
  'e2e/database.spec.ts',
  'e2e/follow-alerts.spec.ts',
  'e2e/follows.spec.ts',
  'e2e/h5.spec.ts',
  'e2e/odds.spec.ts',
  'e2e/pwa.spec.ts',
  'e2e/routes.spec.ts',
  'e2e/scores.spec.ts',
  'e2e/search.spec.ts',
  'e2e/server-render.spec.ts',
];

const { values } = parseArgs({
  options: {
    at: { type: 'string', multiple: true },
    only: { type: 'string' },
    spec: { type: 'string', multiple: true },
  },
});
const instants = values.at?.length ? values.at : SWEEP_INSTANTS;
const specs = values.spec?.length ? values.spec : DATA_SPECS;
const parts = values.only ? [values.only] : ['jest', 'e2e'];
if (parts.some((part) => part !== 'jest' && part !== 'e2e')) {
  process.stderr.write(`--only takes jest or e2e, not ${values.only}\n`);
  process.exit(2);
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(label, command, args, env) {
  process.stdout.write(`\n▶ ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  process.stdout.write(
    `${result.status === 0 ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

if (
  parts.includes('e2e') &&
  !run('build', process.execPath, [path.join(root, 'webpack/build-all.mjs')], {})
) {
  process.stdout.write('\n0 passed, 1 failed\n');
  process.exit(1);
}

const lines = [];
let passed = 0;
let failed = 0;
for (const [index, instant] of instants.entries()) {
  let p = 0;
  let f = 0;
  if (parts.includes('jest')) {
    const file = path.join(reports, `${index}-jest.json`);
    const ok = run(
      `${instant}: server suite`,
      bin('jest'),
      ['server/test', '--selectProjects', 'node', '--json', '--outputFile', file],
      clockEnv(instant),
    );
    const report = readJson(file);
    p += report?.numPassedTests ?? 0;
    f += report?.numFailedTests ?? 0;
    if (!ok && !report?.numFailedTests) f += 1;
  }
  if (parts.includes('e2e')) {
    const file = path.join(reports, `${index}-e2e.json`);
    const ok = run(
      `${instant}: e2e (data-reading specs)`,
      bin('playwright'),
      ['test', '--reporter=list,json', ...specs],
      {
        ...clockEnv(instant),
        E2E_PORT: String(await freePort()),
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      },
    );
    const stats = readJson(file)?.stats ?? {};
    p += (stats.expected ?? 0) + (stats.flaky ?? 0);
    f += stats.unexpected ?? 0;
    if (!ok && !stats.unexpected) f += 1;
  }
  lines.push(`${instant}: ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
}

const summary = [...lines, `${passed} passed, ${failed} failed`].join('\n');
fs.writeFileSync(path.join(reports, 'summary.txt'), `${summary}\n`);
process.stdout.write(`\nclock sweep\n${summary}\n`);
process.exit(failed === 0 ? 0 : 1);
