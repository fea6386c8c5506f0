// Issue 24: a first and a repeat visit of each route on the phone profile, with Lighthouse (mobile, throttling
// applied by DevTools so cached files really cost nothing: 150 ms RTT, 1.6 Mbps, CPU 4×). Each run is a pair: a
// first visit (storage and HTTP cache cleared) and then a repeat visit of the same URL (cache, service worker
// and storage kept). Prints the median of each (by LCP) and the runs.
// Usage: BENCH_PORT=8642 node bench/visits.mjs [runs] [route…]   (serves ./dist, or OUT_DIR; builds nothing)
import lighthouse from 'lighthouse';
import { launchChromium } from './lighthouse.mjs';
import { ms, startServer } from './support.mjs';

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

async function visit(port, url, repeat) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    disableStorageReset: repeat,
  });
  const row = { performance: Math.round((lhr.categories.performance?.score ?? 0) * 100) };
  for (const [key, id] of Object.entries(METRICS)) row[key] = lhr.audits[id]?.numericValue;
  row.cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  // When the shell's bundle started (its performance mark): the page's scripts after the first paint.
  const marks = lhr.audits['user-timings']?.details?.items ?? [];
  row.shellStart = marks.find((m) => m.name === 'jc:shell-start')?.startTime;
  return row;
}

const median = (rows) => [...rows].sort((a, b) => a.lcp - b.lcp)[Math.floor(rows.length / 2)];

export async function firstAndRepeat(base, routes, runs = 3) {
  const chrome = await launchChromium();
  const results = [];
  try {
    for (const route of routes) {
      const first = [];
      const repeat = [];
      for (let i = 0; i < runs; i += 1) {
        first.push(await visit(chrome.port, base + route, false));
        repeat.push(await visit(chrome.port, base + route, true));
      }
      results.push({ route, first: median(first), repeat: median(repeat), runs: { first, repeat } });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [runsArg, ...routeArgs] = process.argv.slice(2);
  const runs = Number(runsArg ?? 3);
  const routes = routeArgs.length ? routeArgs : ['/match', '/home'];
  const server = await startServer({
    port: Number(process.env.BENCH_PORT ?? 4313),
    outDir: process.env.OUT_DIR ?? 'dist',
  });
  try {
    const results = await firstAndRepeat(server.base, routes, runs);
    const lines = [
      '| route | visit | perf | FCP | LCP | TBT | SI | CLS | shell start | LCP of each run |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ];
    for (const { route, first, repeat, runs: all } of results) {
      for (const [name, row, rows] of [
        ['first', first, all.first],
        ['repeat', repeat, all.repeat],
      ]) {
        lines.push(
          `| ${route} | ${name} | ${row.performance} | ${ms(row.fcp)} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${ms(row.si)} | ${row.cls?.toFixed(3)} | ${ms(row.shellStart)} | ${rows.map((r) => ms(r.lcp)).join(', ')} |`,
        );
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await server.stop();
  }
}
