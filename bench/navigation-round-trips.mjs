#!/usr/bin/env node
// Sequential round trips of a client navigation (issue 16): the page is loaded and settled, every request then
// gets an added latency, a link is clicked, and the longest chain of requests (each starting only after the
// previous one's response ended) up to the paint of the target screen is counted. A route's prefetch starts its
// reads beside the screen's chunk, so the data no longer waits for the chunk.
// Usage: BASE_URL=http://127.0.0.1:8080 node bench/navigation-round-trips.mjs
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { longestChain } from './round-trips.mjs';

/** The navigations measured: from a settled page, click, until the target screen shows its data. */
export const NAVIGATIONS = [
  {
    name: '/home → /match',
    from: '/home',
    click: 'nav[aria-label="快捷入口"] a[href="/match"]',
    ready: 'a[href^="/matchDetail/"]',
  },
  {
    name: '/match → match detail',
    from: '/match',
    click: 'a[href^="/matchDetail/"]',
    ready: '[aria-label^="比分 "]',
  },
  { name: '/home → /news', from: '/home', click: 'a[href="/news"]', ready: 'ul[aria-label="新闻列表"] li' },
];

export async function navigationRoundTrips(browser, base, navigation, { latencyMs = 100 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(base + navigation.from);
    await page.locator(navigation.click).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const clickedAt = await page.evaluate(() => {
      performance.clearResourceTimings();
      return performance.now();
    });
    await page.locator(navigation.click).first().click();
    await page.locator(navigation.ready).first().waitFor({ timeout: 60_000 });
    const { readyAt, entries } = await page.evaluate(() => ({
      readyAt: performance.now(),
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
    }));
    // The live feed's stream never ends; it is no step of the chain.
    const requests = entries.filter((e) => e.start >= clickedAt && e.end > 0 && e.end <= readyAt);
    const chain = longestChain(requests);
    return {
      roundTrips: chain.length,
      ms: readyAt - clickedAt,
      chain: chain.map((r) =>
        new URL(r.name).pathname.replace(/^\/remotes\/(\w+)\/[^/]+\//, '/remotes/$1/…/'),
      ),
    };
  } finally {
    await context.close();
  }
}

/** Each navigation `runs` times: the most frequent chain length, the median time, the longest chain seen. */
export async function measureNavigations(browser, base, runs = 3) {
  const out = [];
  for (const navigation of NAVIGATIONS) {
    const all = [];
    for (let i = 0; i < runs; i += 1) all.push(await navigationRoundTrips(browser, base, navigation));
    all.sort((a, b) => a.ms - b.ms);
    const median = all[Math.floor(all.length / 2)];
    out.push({ name: navigation.name, roundTrips: median.roundTrips, ms: median.ms, chain: median.chain });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BASE_URL ?? 'http://localhost:8080';
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const r of await measureNavigations(browser, base)) {
    process.stdout.write(
      `${r.name}: ${r.roundTrips} sequential round trips, median ${r.ms.toFixed(0)} ms at +100 ms per request\n  ${r.chain.join(' → ')}\n`,
    );
  }
  await browser.close();
}
