// Issue 24: the largest contentful paint of /home on a phone, without Lighthouse: 412×823 (mobile, touch), CPU
// throttled 4× (CDP Emulation.setCPUThrottlingRate), a fresh context per run (a first visit, or a returning
// visitor when follows are given), median of the runs. Each run prints the LCP time and element, whether that
// element was in the server's HTML ([ssr], marked before any script ran) or painted by scripts ([new]), the
// FCP, the layout shift and console errors.
// Usage: node bench/home-lcp.mjs <baseURL> [runs] ['{"teams":[1],"leagues":[],"matches":[153]}']
import { chromium } from '@playwright/test';
const base = process.argv[2] ?? 'http://127.0.0.1:8201';
const runs = Number(process.argv[3] ?? 3);
const follows = process.argv[4];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const results = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2.625,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  if (follows)
    await context.addInitScript((f) => {
      if (!localStorage.getItem('jcty_follows')) localStorage.setItem('jcty_follows', f);
    }, follows);
  await context.addInitScript(() => {
    window.__lcp = [];
    window.__cls = 0;
    window.__shifts = [];
    const mark = () => document.querySelectorAll('#root *').forEach((e) => e.setAttribute('data-ssr-el', ''));
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') mark();
    });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        window.__lcp.push({
          t: e.startTime,
          size: e.size,
          el: e.element
            ? `${e.element.tagName.toLowerCase()}${e.element.hasAttribute('data-ssr-el') ? '[ssr]' : '[new]'} ${(e.element.textContent || e.url || '').slice(0, 30)}`
            : '(gone)',
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        if (!e.hadRecentInput) {
          window.__cls += e.value;
          window.__shifts.push(Math.round(e.startTime));
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text().slice(0, 120));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(base + '/home', { waitUntil: 'networkidle' });
  // Every widget section settled (its remote rendered), then time for what they paint after that.
  await page.waitForFunction(
    () =>
      ['我的关注', '最新资讯', '热门比赛', '今日比分'].every((l) =>
        document.querySelector(`main section[aria-label="${l}"][data-hydrated]`),
      ),
    null,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(2000);
  const r = await page.evaluate(() => ({
    lcp: window.__lcp,
    cls: window.__cls,
    shifts: window.__shifts,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const last = r.lcp.at(-1);
  results.push({
    lcp: Math.round(last?.t ?? NaN),
    fcp: Math.round(r.fcp ?? NaN),
    el: last?.el,
    size: last?.size,
    entries: r.lcp.length,
    cls: +r.cls.toFixed(4),
    errors,
  });
  console.log(JSON.stringify(results.at(-1)));
  await context.close();
}
const sorted = [...results].sort((a, b) => a.lcp - b.lcp);
console.log(
  'median LCP',
  sorted[Math.floor(sorted.length / 2)].lcp,
  'ms; element',
  sorted[Math.floor(sorted.length / 2)].el,
);
await browser.close();
