#!/usr/bin/env node
/**
 * A render flood (issue 24): 32 connections asking for /match with a query string never seen before, while
 * one reader polls the live feed's status and another reads a page already in the micro-cache. Two floods:
 * unknown query parameters (the cache key ignores them: every request should be a cache hit) and a declared
 * one that really differs (`?date=`, a different day each time: each request needs a render, so the process
 * cap and the per-client limit decide). Measured: the flood's own p50/p99 and answers, the two readers'
 * p50/p99/max, and the server's resident memory (sampled every 250 ms from /proc). Targets from the issue:
 * live status p99 ≤ 50 ms, cached page p99 ≤ 100 ms, RSS < 600 MB.
 *
 * The flood runs in a child process (`--flood`) so that the readers' timings are not the load generator's
 * own event loop. Loopback, everything on the same 2 cores. Run alone: node bench/render-flood.mjs
 * (BENCH_PORT, default 4321; BENCH_SECONDS, 15). Prints a markdown section.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ms, percentile, startServer } from './support.mjs';

const CONNECTIONS = 32;
const TARGETS = { statusP99: 50, cachedP99: 100, rssMb: 600 };

/** The child: floods `base` with the scenario's paths for `seconds` and prints autocannon's figures. */
async function flood(base, scenario, seconds) {
  const day0 = Date.UTC(2025, 0, 1);
  const paths = {
    unknown: () => `/match?x=${Math.random().toString(36).slice(2)}`,
    // A day in 2025–2026 (each a different page of the list), and the tab now and then.
    declared: () => {
      const day = new Date(day0 + Math.floor(Math.random() * 700) * 86_400_000).toISOString().slice(0, 10);
      return `/match?date=${day}${Math.random() < 0.3 ? '&tab=finished' : ''}`;
    },
  };
  const next = paths[scenario];
  // How many answers carried the server's render (x-jc-render: server), not the page left to the browser.
  let rendered = 0;
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    // What a browser sends: pages go out as the cached entry's Brotli bytes.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: next() }),
        onResponse: (status, body, context, headers) => {
          if (headers['x-jc-render'] === 'server') rendered += 1;
        },
      },
    ],
  });
  process.stdout.write(
    JSON.stringify({
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      errors: r.errors + r.timeouts + r.non2xx,
      rendered,
    }),
  );
}

/** Reads `url` one request after another until `until()` and returns the latencies (ms). */
async function reader(url, until) {
  const times = [];
  while (!until()) {
    const started = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      times.push(10_000);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const figures = (times) =>
  `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))} / ${ms(Math.max(...times))} (${times.length})`;
const verdict = (ok) => (ok ? 'met' : '**missed**');

/** One flood with the two readers beside it: a table row. */
async function oneFlood(server, scenario, label, cachedPage, seconds) {
  const rss = [];
  let done = false;
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 250);
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), '--flood', server.base, scenario, String(seconds)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Let the flood reach full speed before reading.
  await new Promise((r) => setTimeout(r, 1000));
  const [status, cached] = await Promise.all([
    reader(`${server.base}/sportapi/live/status`, () => done),
    reader(cachedPage, () => done),
    exited.then(() => (done = true)),
  ]);
  clearInterval(sampler);
  const f = JSON.parse(out || '{}');
  const peak = Math.max(...rss);
  const met =
    percentile(status, 99) <= TARGETS.statusP99 &&
    percentile(cached, 99) <= TARGETS.cachedP99 &&
    peak < TARGETS.rssMb;
  // A pause after a flood: renders still under way finish.
  await new Promise((r) => setTimeout(r, 3000));
  return `| ${label} | ${f.p50} / ${f.p99} ms | ${f.rps} | ${f.rendered} of ${f.total} | ${f.errors} | ${figures(status)} | ${figures(cached)} | ${peak.toFixed(0)} MB | ${verdict(met)} |`;
}

export async function renderFlood({
  port = Number(process.env.BENCH_PORT ?? 4321),
  seconds = Number(process.env.BENCH_SECONDS ?? 15),
} = {}) {
  const lines = [];
  lines.push(
    `${CONNECTIONS} connections, ${seconds} s per flood, loopback, flood in its own process; load generator, readers and server on the same 2 cores. Readers: one request at a time, 20 ms apart. Figures: p50 / p99 / max (requests).`,
  );
  lines.push('');
  lines.push(
    '| flood | flood p50 / p99 | req/s | server-rendered | errors | /sportapi/live/status | cached page (/news?id=) | peak RSS | targets (status p99 ≤ 50 ms, cached p99 ≤ 100 ms, RSS < 600 MB) |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  // As shipped (one address: its render limit, 60 a minute, soon sends it the page rendered in the browser),
  // then without the per-address limit (a flood from many addresses: only the cap of 4 renders at once holds).
  const runs = [
    {
      // The profile a deployment runs (renders stop while the event loop is busy: JC_SSR_MAX_BUSY 0.7).
      env: { NODE_ENV: 'production' },
      floods: [
        ['unknown', '/match?x=<random> (unknown parameter)'],
        ['declared', '/match?date=<random day> (a render each), one address'],
      ],
    },
    {
      env: { NODE_ENV: 'production', RATE_LIMITS: 'off' },
      floods: [['declared', '/match?date=<random day>, no per-address limit (many addresses)']],
    },
  ];
  for (const run of runs) {
    const server = await startServer({ port, env: run.env });
    try {
      const news = await (await fetch(`${server.base}/sportapi/articles?kind=news&pageSize=1`)).json();
      const cachedPage = `${server.base}/news?id=${news.data.list[0].id}`;
      // Warm the server builds and the pages the readers ask for. In the production profile a server just
      // started is busy for a few seconds (renders refused: the pages go out rendered in the browser), so the
      // pages are asked for until the server renders them: the floods then meet a cache entry, as on a server
      // that has been up (without this, the first flood measured the page left to the browser, 0 renders).
      for (const url of [`${server.base}/match`, cachedPage]) {
        const until = Date.now() + 30_000;
        for (;;) {
          const res = await fetch(url);
          await res.arrayBuffer();
          if (res.headers.get('x-jc-render') === 'server' || Date.now() > until) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      await (await fetch(`${server.base}/sportapi/live/status`)).arrayBuffer();
      for (const [scenario, label] of run.floods)
        lines.push(await oneFlood(server, scenario, label, cachedPage, seconds));
    } finally {
      await server.stop();
    }
  }
  return lines;
}

if (process.argv[2] === '--flood') {
  await flood(process.argv[3], process.argv[4], Number(process.argv[5]));
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const line of await renderFlood()) process.stdout.write(`${line}\n`);
}
