#!/usr/bin/env node
// /match under load, in headless Chromium: a day of 1,000 football matches with a steady ~200 deltas/s from
// the simulator. Measures delta-to-paint (SSE message received → the frame that shows it), long tasks over
// 50 ms and the first-load JS of /match (gzip). Starts its own server on 127.0.0.1 (uses dist/, builds
// nothing), runs ~20 s, prints a markdown table and writes bench/results/scores-live.md.
// Env: BENCH_PORT (4231), BENCH_SECONDS (15), BENCH_RATE (200 deltas/s aimed at), BENCH_OUT_DIR (dist: the
// build to serve, e.g. an older one to compare).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { serverArgs } from './support.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.env.BENCH_PORT ?? 4231);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const rate = Number(process.env.BENCH_RATE ?? 200);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-bench-scores-'));

async function startServer(env) {
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUT_DIR: process.env.BENCH_OUT_DIR ?? 'dist',
      LOG_LEVEL: 'warn',
      SEED_BIG_DAY: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/registry.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bench server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}

const api = async (p) => (await (await fetch(base + p)).json()).data;
const pct = (list, p) => {
  if (!list.length) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

// 1. Seed (simulator off) to learn how many matches are live now; one delta per live match per tick when the
//    minute moves every tick, so the tick follows from the live count and the rate aimed at.
let stop = await startServer({ SIMULATOR: 'off' });
const live = (await api('/sportapi/live/status')).simulator.liveMatches;
await stop();
// Some live matches send nothing on a given tick (half-time, breaks, matches ending), hence the 0.6.
const tickMs = Math.max(50, Math.min(1000, Math.round((1000 * live * 0.6) / rate)));
const speed = Math.ceil((60 * 1000) / tickMs);
stop = await startServer({ SIM_SPEED: String(speed), SIM_TICK_MS: String(tickMs) });

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  // 2. First-load JS of /match: every script until the list shows its first rows.
  const first = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const scripts = new Map();
  first.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.set(response.url(), { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
  });
  await first.goto(`${base}/match`, { waitUntil: 'load' });
  await first.waitForSelector('[data-match-id]', { timeout: 60_000 });
  await first.waitForTimeout(1500);
  const sum = (files) =>
    files.reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const js = sum([...scripts.values()]);
  const own = sum([...scripts].filter(([url]) => url.includes('/remotes/scores/')).map(([, f]) => f));
  await first.close();

  // 3. Delta-to-paint and long tasks on a steady stream.
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    const bench = { received: new Map(), latencies: [], longTasks: [], events: 0, on: false };
    window.__JC_BENCH__ = bench;
    window.__JC_SCORES_PROBE__ = {
      received(e) {
        if (e.type === 'snapshot') return;
        bench.received.set(e.id, performance.now());
        if (bench.on) bench.events += 1;
      },
      // Called inside the animation frame that rendered the batch: a task posted now runs after its paint.
      flushed(events) {
        if (!bench.on) return;
        const shown = events.filter(
          (e) => e.type !== 'snapshot' && document.querySelector(`[data-match-id="${e.data.matchId}"]`),
        );
        if (!shown.length) return;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const painted = performance.now();
          for (const e of shown) bench.latencies.push(painted - bench.received.get(e.id));
        };
        channel.port2.postMessage(0);
      },
    };
    new PerformanceObserver((list) => {
      if (bench.on) for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.goto(`${base}/match`, { waitUntil: 'load' });
  await page.waitForSelector('[data-match-id]', { timeout: 60_000 });
  const rows = await page.locator('[data-match-id]').count();
  await page.waitForTimeout(3000);
  await page.evaluate(() => (window.__JC_BENCH__.on = true));
  await page.waitForTimeout(seconds * 1000);
  const result = await page.evaluate(() => {
    const b = window.__JC_BENCH__;
    b.on = false;
    return { latencies: b.latencies, longTasks: b.longTasks, events: b.events };
  });
  const listSize = await page.evaluate(() => document.querySelector('[role="tab"]')?.textContent ?? '');
  await page.close();

  const lat = result.latencies;
  const lines = [
    `# /match live benchmark`,
    '',
    `${new Date().toISOString()} · headless Chromium 1440×900 · ${os.cpus().length} cores (shared) · list "${listSize}" · ${rows} rows mounted`,
    `simulator: ${live} live matches, SIM_SPEED=${speed}, SIM_TICK_MS=${tickMs} · measured over ${seconds} s after a 3 s warm-up`,
    '',
    '| what | figure |',
    '| --- | --- |',
    `| live events received | ${result.events} (${(result.events / seconds).toFixed(0)} /s) |`,
    `| delta → paint, rows on screen (${lat.length} samples) | p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${pct(lat, 95).toFixed(1)} ms, max ${Math.max(...lat, 0).toFixed(1)} ms |`,
    `| long tasks > 50 ms | ${result.longTasks.length} (total ${result.longTasks.reduce((s, d) => s + d, 0).toFixed(0)} ms, longest ${Math.max(0, ...result.longTasks).toFixed(0)} ms) |`,
    `| first-load JS of /match | ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(1)} KB raw, ${scripts.size} scripts), of which the scores remote ${(own.gzip / 1024).toFixed(1)} KB |`,
    '',
  ];
  const table = lines.join('\n');
  process.stdout.write(`${table}\n`);
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results/scores-live.md'), table);
} finally {
  await browser.close();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
