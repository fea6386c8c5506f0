#!/usr/bin/env node
// Sequential round trips before the first match row on /match: the page is loaded cold with an added
// latency on every request (Chromium's network emulation), so requests that wait for an earlier response
// fall into clearly separate waves. The count is the longest chain of requests in which each one starts
// only after the previous one's response has ended, up to the paint of the first row (a row link).
// Usage: BASE_URL=http://127.0.0.1:8080 node bench/round-trips.mjs [/match]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const ROW = 'a[href^="/matchDetail/"]';

/** Records, in page time, when the first row appeared (set before any page script runs). */
function watchFirstRow(selector) {
  const mark = () => {
    if (window.__firstRowAt === undefined && document.querySelector(selector)) {
      window.__firstRowAt = performance.now();
      return true;
    }
    return false;
  };
  new MutationObserver((_changes, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

/** Longest chain of requests, each starting after the previous one's response ended; returns the chain. */
export function longestChain(requests, slackMs = 1) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const before = new Map();
  for (const request of sorted) {
    let best = 0;
    let parent;
    for (const earlier of sorted) {
      if (earlier === request || earlier.end > request.start + slackMs) continue;
      const d = depth.get(earlier) ?? 0;
      if (d > best) {
        best = d;
        parent = earlier;
      }
    }
    depth.set(request, best + 1);
    before.set(request, parent);
  }
  let last;
  for (const request of sorted) if (!last || depth.get(request) > depth.get(last)) last = request;
  const chain = [];
  for (let at = last; at; at = before.get(at)) chain.unshift(at);
  return chain;
}

export async function sequentialRoundTrips(browser, url, { latencyMs = 100 } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.addInitScript(watchFirstRow, ROW);
    await page.goto(url);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    const { rowAt, entries } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const resources = performance.getEntriesByType('resource');
      return {
        rowAt: window.__firstRowAt,
        entries: [navigation, ...resources].map((e) => ({
          name: e.name,
          start: e.startTime,
          end: e.responseEnd,
        })),
      };
    });
    const requests = entries.filter((e) => e.end > 0 && e.end <= rowAt);
    const chain = longestChain(requests);
    return {
      roundTrips: chain.length,
      rowAt,
      requests: requests.length,
      chain: chain.map((r) =>
        new URL(r.name).pathname
          .replace(/^\/remotes\/(\w+)\/[^/]+\//, '/remotes/$1/…/')
          .replace(/^\/shell\/[^/]+\//, '/shell/…/'),
      ),
    };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BASE_URL ?? 'http://localhost:8080';
  const route = process.argv[2] ?? '/match';
  const browser = await chromium.launch(chromiumLaunchOptions());
  const result = await sequentialRoundTrips(browser, base + route);
  process.stdout.write(
    `${route}: ${result.roundTrips} sequential round trips before the first row (${result.rowAt.toFixed(0)} ms at +100 ms per request)\n  ${result.chain.join(' → ')}\n`,
  );
  await browser.close();
}
