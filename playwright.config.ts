import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';
import { clockEnv } from './scripts/test-clock.mjs';

/** End-to-end suite: Debian's Chromium against the real server (`npm start`'s entry) serving dist/. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const dataDir = path.join(os.tmpdir(), `jc-e2e-data-${process.pid}`);
// One pinned clock for the run (npm test passes it; a direct `playwright test` gets the default instant): the
// server, the test workers (e2e/support/test.ts) and every browser context read the same moved time. Set in
// the environment here, before the web server and the workers start, so they inherit the same origin.
if (process.env.JC_CLOCK_ORIGIN === undefined) Object.assign(process.env, clockEnv());

/** Specs that only look at screens (axe audits): the `audits` project. */
const AUDITS = /a11y\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // npm test runs the two projects one after the other, each with its own report (scripts/test.mjs).
  reporter: [['list'], ['json', { outputFile: process.env.JC_E2E_REPORT ?? 'reports/e2e.json' }]],
  projects: [
    { name: 'e2e', testIgnore: AUDITS },
    // The accessibility audits only open screens and look at them (no timings, no shared state they change):
    // npm test runs them on two workers once the rest is done, a test per worker at a time.
    // Its own output folder: a run cleans its projects' folders, and the first run's failures must stay.
    { name: 'audits', testMatch: AUDITS, fullyParallel: true, outputDir: 'test-results/audits' },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
  },
  webServer: {
    // npm start's server on a copy of the run's seeded template (e2e/support/web-server.ts).
    command: 'node_modules/.bin/tsx e2e/support/web-server.ts',
    // Ready once the model's backtest is computed (it starts at the server's start; this read waits for it): no
    // spec opens /model or a match's 模型 while the record is still being made.
    url: `http://127.0.0.1:${PORT}/sportapi/model/record?sport=football`,
    reuseExistingServer: false,
    timeout: 120_000,
    // RATE_LIMITS=off: the suite signs in and sends codes far more often than a person (the throttle has its
    // own server tests); everything else runs as `npm start` does.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUT_DIR: 'dist',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
    },
  },
});
