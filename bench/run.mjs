#!/usr/bin/env node
/**
 * `npm run bench`: every performance claim as a figure, in one markdown report under bench/results/.
 * 1. federated (as shipped) vs monolith (same source, one bundle): first-load JS (gzip and Brotli) and
 *    requests for /home, /match, /league, the federation overhead, the sequential round trips and the time
 *    to the first match row on /match, beside the figures from before issue 15 (bench/federation-report.mjs),
 *    and the round trips of client navigations beside those from before issue 16;
 * 2. Lighthouse, mobile profile, median of 3 runs on /home, /match, /matchDetail, /news?id=, /league?id=
 *    (bench/lighthouse.mjs, runnable alone);
 * 2b. server rendering of /match and /news?id= at 200 connections beside a static file of the same size
 *    (bench/ssr-load.mjs, runnable alone);
 * 2c. a render flood (32 connections of never-seen query strings) with the live status and a cached page read
 *    beside it, and the server's memory (bench/render-flood.mjs, runnable alone);
 * 2d. release health beacons: the server's CPU for 1,000 visitors a minute (bench/beacons.mjs, runnable alone;
 *    also appended to bench/results/issue-29-beacons.md);
 * 2e. the nginx edge: a cached /match and the public match list straight from Node, through nginx-light running
 *    docs/nginx-scale-out.conf, and nginx serving the same bytes as a file (bench/edge.mjs, runnable alone:
 *    `nice node bench/edge.mjs`; needs /usr/sbin/nginx);
 * 3. live: /match with 1,000 matches and ~200 deltas/s (bench/scores-live.mjs);
 * 4. server: list and detail endpoints at 200 connections, SSE fan-out (server/bench/sportapi-load.ts);
 * 5. scale: one instance vs two on one PostgreSQL, and SSE clients per instance (server/bench/scale-load.ts);
 * 6. search: the header search's index build and server time per query (server/bench/search-bench.ts);
 * 7. moderation: messages per second through the community text filter (server/bench/moderation-bench.ts);
 * 8. chat: one match chat room with 500 SSE clients and fans posting, delivery delay p50/p99, RSS and the
 *    per-address stream cap (server/bench/chat-room-bench.ts).
 * Loopback only; every step is bounded. BENCH_SKIP=build,lighthouse,ssr,flood,beacons,edge,live,server,scale,search,moderation,chat skips steps (build: use
 * the existing dist/ and dist-monolith/). BENCH_PORT (4301) and the next port serve the two builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { federationReport, measureBuild, readBefore } from './federation-report.mjs';
import { lighthouseRoutes, lighthouseTable, runLighthouse } from './lighthouse.mjs';
import { measureNavigations } from './navigation-round-trips.mjs';
import { appendBeaconResults, beaconsBench } from './beacons.mjs';
import { edgeBench } from './edge.mjs';
import { renderFlood } from './render-flood.mjs';
import { ssrLoad } from './ssr-load.mjs';
import { ms, percentile, root, startServer } from './support.mjs';

const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const results = path.join(root, 'bench', 'results');
fs.mkdirSync(results, { recursive: true });
const lines = [
  `# 锦城体育 benchmark — ${new Date().toISOString()}`,
  '',
  `Machine: ${process.arch}, Node ${process.version}.`,
  '',
];
const say = (text = '') => {
  lines.push(text);
  process.stdout.write(`${text}\n`);
};

function step(label, command, args, env = {}) {
  process.stdout.write(`\n▶ ${label}\n`);
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${label} failed`);
  return run.stdout;
}

/** Time from navigation to the first football row painted on /match, median of `runs` cold loads. */
async function timeToFirstRow(browser, url, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(url);
    await page.locator('a[href^="/matchDetail/"]').first().waitFor({ timeout: 30_000 });
    times.push(Date.now() - started);
    await context.close();
  }
  return percentile(times, 50);
}

if (!skip.has('build')) {
  step('build (federated)', process.execPath, ['webpack/build-all.mjs']);
  step('build (monolith)', process.execPath, ['webpack/build-monolith.mjs']);
}

const port = Number(process.env.BENCH_PORT ?? 4301);
const federated = await startServer({ port, env: { SIMULATOR: 'off' } });
const monolith = await startServer({ port: port + 1, outDir: 'dist-monolith', env: { SIMULATOR: 'off' } });
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  say('## Federated vs monolith');
  say('');
  const fed = await measureBuild(browser, federated.base);
  const mono = await measureBuild(browser, monolith.base);
  for (const line of federationReport(fed, mono, readBefore())) say(line);
  const fRow = await timeToFirstRow(browser, `${federated.base}/match`);
  const mRow = await timeToFirstRow(browser, `${monolith.base}/match`);
  say('');
  say(
    `Time to the first match row on /match (median of 5 cold loads): federated ${ms(fRow)}, monolith ${ms(mRow)} (${(fRow / mRow).toFixed(2)}×).`,
  );
  say('');
  say(
    'Client navigations, +100 ms per request (bench/navigation-round-trips.mjs; before: issue 16 prefetch):',
  );
  say('');
  say('| navigation | round trips | median | before issue 16 |');
  say('| --- | --- | --- | --- |');
  const before = JSON.parse(fs.readFileSync(path.join(results, 'before-issue-16.json'), 'utf8')).navigations;
  for (const r of await measureNavigations(browser, federated.base)) {
    const b = before[r.name];
    say(`| ${r.name} | ${r.roundTrips} | ${ms(r.ms)} | ${b ? `${b.roundTrips}, ${ms(b.ms)}` : 'n/a'} |`);
  }
  await browser.close();

  if (!skip.has('lighthouse')) {
    say('');
    say('## Lighthouse (mobile)');
    say('');
    say(
      'Median of 3 runs per route (server-rendered pages; targets LCP ≤ 1.5 s, performance ≥ 95, TBT ≤ 200 ms, CLS ≤ 0.02).',
    );
    say('');
    const routes = await lighthouseRoutes(federated.base);
    const rows = await runLighthouse(routes.map((r) => federated.base + r));
    for (const line of lighthouseTable(rows, federated.base)) say(line);
  }
} finally {
  await federated.stop();
  await monolith.stop();
}

if (!skip.has('ssr')) {
  say('');
  say('## Server rendering under load (bench/ssr-load.mjs)');
  say('');
  for (const line of await ssrLoad()) say(line);
}

if (!skip.has('flood')) {
  say('');
  say('## A render flood beside the live feed (bench/render-flood.mjs)');
  say('');
  for (const line of await renderFlood()) say(line);
}

if (!skip.has('beacons')) {
  say('');
  say('## Release health beacons (bench/beacons.mjs)');
  say('');
  const beaconLines = await beaconsBench();
  for (const line of beaconLines) say(line);
  appendBeaconResults(beaconLines);
}

if (!skip.has('edge')) {
  say('');
  say('## The nginx edge (bench/edge.mjs)');
  say('');
  for (const line of await edgeBench()) say(line);
}

if (!skip.has('live')) {
  say('');
  say('## Live scores under load');
  say('');
  say(step('live', process.execPath, ['bench/scores-live.mjs']).trim());
}
if (!skip.has('server')) {
  say('');
  say('## Server');
  say('');
  say(
    step('server load', process.execPath, ['--import', 'tsx', 'server/bench/sportapi-load.ts'], {
      BENCH_SSE_STEPS: process.env.BENCH_SSE_STEPS ?? '1000,2000',
    }).trim(),
  );
}

if (!skip.has('scale')) {
  say('');
  say('## Scale out: one instance vs two on one PostgreSQL');
  say('');
  const installed = spawnSync(process.execPath, ['scripts/pg-test-cluster.mjs', '--check'], { cwd: root });
  if (installed.status !== 0) say('Skipped: PostgreSQL is not installed (apt-get install postgresql).');
  else say(step('scale', process.execPath, ['--import', 'tsx', 'server/bench/scale-load.ts']).trim());
}

if (!skip.has('search')) {
  say('');
  say('## Search');
  say('');
  say(step('search', process.execPath, ['--import', 'tsx', 'server/bench/search-bench.ts']).trim());
}
if (!skip.has('chat')) {
  say('');
  say('## Match chat room');
  say('');
  say(step('chat', process.execPath, ['--import', 'tsx', 'server/bench/chat-room-bench.ts']).trim());
}

if (!skip.has('moderation')) {
  say('');
  say('## Community moderation');
  say('');
  say(step('moderation', process.execPath, ['--import', 'tsx', 'server/bench/moderation-bench.ts']).trim());
}

const file = path.join(results, `report-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.md`);
fs.writeFileSync(file, `${lines.join('\n')}\n`);
fs.copyFileSync(file, path.join(results, 'latest.md'));
process.stdout.write(`\nReport: ${path.relative(root, file)}\n`);
