// Lighthouse (mobile profile) with Debian's Chromium: performance, accessibility and best-practices scores
// and LCP / TBT / CLS for each route, the median of `runs` runs per route (by performance score, then LCP).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.mjs';
import { ms, startServer } from './support.mjs';

/** The five routes of issue 16, with real ids read from the API of the server at `base`. */
export async function lighthouseRoutes(base) {
  const read = async (path) => (await (await fetch(base + path)).json()).data;
  const matches = await read('/sportapi/matches?sport=football&pageSize=1');
  const news = await read('/sportapi/articles?kind=news&pageSize=1');
  const leagues = await read('/sportapi/leagues?sport=football');
  return [
    '/home',
    '/match',
    `/matchDetail/1/${matches.list[0].id}`,
    `/news?id=${news.list[0].id}`,
    `/league?id=${leagues.hot[0].id}`,
  ];
}

function median(rows) {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance || b.lcp - a.lcp);
  return { ...sorted[Math.floor(sorted.length / 2)], runs: rows };
}

/** Debian's Chromium for Lighthouse (chrome-launcher), with the suite's flags and the new headless mode. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
  });
}

export async function runLighthouse(urls, runs = 3) {
  const chrome = await launchChromium();
  const rows = [];
  try {
    for (const url of urls) {
      const perRun = [];
      // A run whose trace Lighthouse could not read (NO_NAVSTART, now and then with headless Chromium) measured
      // nothing: it is run again (twice at most per route) rather than counted as a score of 0.
      for (let i = 0, retries = 0; i < runs; i += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        const lhr = result.lhr;
        if (lhr.runtimeError && retries < 2) {
          retries += 1;
          i -= 1;
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue;
        perRun.push({
          url,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          // Lighthouse's measure of this machine's CPU speed at the run: the same page's blocking time is
          // 1.5-3x longer when it is low (2152 against 2909 an hour apart on the same idle machine).
          benchmarkIndex: lhr.environment?.benchmarkIndex,
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
        });
      }
      rows.push(median(perRun));
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The report's table: one row per route (median of the runs), with the LCP element. */
export function lighthouseTable(rows, base) {
  return [
    '| route | performance | accessibility | best practices | LCP | TBT | CLS | LCP element | runs (perf) | CPU index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.url.replace(base, '')} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls?.toFixed(3)} | \`${(row.lcpElement ?? '').slice(0, 60).replace(/\|/g, '/')}\` | ${row.runs.map((r) => r.performance).join(', ')} | ${row.runs.map((r) => Math.round(r.benchmarkIndex ?? 0)).join(', ')} |`,
    ),
  ];
}

// Run alone: node bench/lighthouse.mjs (BENCH_PORT, default 4313): the five routes of issue 16.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 4313) });
  try {
    const routes = await lighthouseRoutes(server.base);
    const rows = await runLighthouse(routes.map((r) => server.base + r));
    process.stdout.write(`${lighthouseTable(rows, server.base).join('\n')}\n`);
  } finally {
    await server.stop();
  }
}
