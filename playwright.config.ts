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

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'off',
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/src/main.ts',
    url: `http://127.0.0.1:${PORT}/registry.json`,
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
