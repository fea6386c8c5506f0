#!/usr/bin/env node
// The federated build against the monolith (same source, one bundle): first-load JS per route in gzip and
// Brotli, the federation overhead as KB and as a ratio, and the sequential round trips before the first
// match row on /match; beside the figures from before issue 15 (bench/results/before-issue-15.json).
// CLI (records a build's figures as JSON): node bench/federation-report.mjs <federated-url> <monolith-url>
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { firstLoadJs } from './first-load.mjs';
import { sequentialRoundTrips } from './round-trips.mjs';
import { kb, percentile, root } from './support.mjs';

export const ROUTES = ['/home', '/match', '/league'];
export const BEFORE_FILE = path.join(root, 'bench', 'results', 'before-issue-15.json');
/** Issue 15's targets, in bytes. */
export const TARGETS = { overheadGzip: 40 * 1024, matchGzip: 170 * 1024, matchBrotli: 145 * 1024 };

/** First-load JS of each route and the round trips before the first row on /match, for one server. */
export async function measureBuild(browser, base, runs = 3) {
  const routes = {};
  for (const route of ROUTES) {
    const { gzip, brotli, requests } = await firstLoadJs(browser, base + route);
    routes[route] = { gzip, brotli, requests };
  }
  const trips = [];
  for (let i = 0; i < runs; i += 1) trips.push(await sequentialRoundTrips(browser, `${base}/match`));
  trips.sort((a, b) => a.roundTrips - b.roundTrips);
  const median = trips[Math.floor(trips.length / 2)];
  return {
    routes,
    roundTrips: median.roundTrips,
    chain: median.chain.join(' → '),
    rowAtMs: percentile(
      trips.map((t) => t.rowAt),
      50,
    ),
  };
}

const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

/** Markdown lines: federated vs monolith now, the overhead, and before vs after. */
export function federationReport(federated, monolith, before) {
  const lines = [
    '| route | federated gzip | federated Brotli | requests | monolith gzip | monolith Brotli | requests | overhead gzip | ratio |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const route of ROUTES) {
    const f = federated.routes[route];
    const m = monolith.routes[route];
    lines.push(
      `| ${route} | ${kb(f.gzip)} | ${kb(f.brotli)} | ${f.requests} | ${kb(m.gzip)} | ${kb(m.brotli)} | ${m.requests} | ${signed(f.gzip - m.gzip)} | ${ratio(f.gzip, m.gzip)} |`,
    );
  }
  const match = federated.routes['/match'];
  const worst = Math.max(...ROUTES.map((r) => federated.routes[r].gzip - monolith.routes[r].gzip));
  const verdict = (ok) => (ok ? 'met' : 'missed');
  lines.push(
    '',
    `Targets: federated overhead ≤ +40 KB gzip — largest is ${signed(worst)} (${verdict(worst <= TARGETS.overheadGzip)}); ` +
      `/match ≤ 170 KB gzip — ${kb(match.gzip)} (${verdict(match.gzip <= TARGETS.matchGzip)}); ` +
      `/match ≤ 145 KB Brotli — ${kb(match.brotli)} (${verdict(match.brotli <= TARGETS.matchBrotli)}).`,
    '',
    `Sequential round trips before the first match row on /match (every request +100 ms): federated ${federated.roundTrips}, monolith ${monolith.roundTrips}.`,
    `Federated chain: ${federated.chain}.`,
  );
  if (before) lines.push('', ...beforeAfter(federated, monolith, before));
  return lines;
}

function beforeAfter(federated, monolith, before) {
  const lines = [
    `### Before (${before.commit}) and after issue 15`,
    '',
    '| route | gzip before | gzip after | Brotli before | Brotli after | requests before | after | overhead before | after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const route of ROUTES) {
    const b = before.federated[route];
    const a = federated.routes[route];
    const overBefore = b.gzip - before.monolith[route].gzip;
    const overAfter = a.gzip - monolith.routes[route].gzip;
    lines.push(
      `| ${route} | ${kb(b.gzip)} | ${kb(a.gzip)} | ${kb(b.brotli)} | ${kb(a.brotli)} | ${b.requests} | ${a.requests} | ${signed(overBefore)} (${ratio(b.gzip, before.monolith[route].gzip)}) | ${signed(overAfter)} (${ratio(a.gzip, monolith.routes[route].gzip)}) |`,
    );
  }
  lines.push(
    '',
    `Round trips before the first match row on /match: ${before.roundTrips.federated} before (${before.roundTrips.chain}), ${federated.roundTrips} after.`,
  );
  return lines;
}

export function readBefore() {
  return fs.existsSync(BEFORE_FILE) ? JSON.parse(fs.readFileSync(BEFORE_FILE, 'utf8')) : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [federatedUrl, monolithUrl] = process.argv.slice(2);
  const browser = await chromium.launch(chromiumLaunchOptions());
  const federated = await measureBuild(browser, federatedUrl);
  const monolith = await measureBuild(browser, monolithUrl);
  await browser.close();
  process.stdout.write(`${JSON.stringify({ federated, monolith }, null, 2)}\n`);
}
