import { expect, newContext, test, type APIRequestContext, type Browser, PHONE } from './support/test';
import type { MatchListData, MatchSummary } from '@jincheng/shared/core';
import { storageKey } from '@jincheng/shared/core';

/**
 * Issue 24: /home is painted once on a phone. The server renders every widget with its data, and 我的关注 as a
 * first visit sees it; the browser hydrates that markup without a hydration error (React #418), without a
 * layout shift, and its largest contentful paint is an element the server sent — for a first visit, a
 * returning visitor whose follows are in this browser, and in the dark theme. Ids come from the API.
 */

const phone = {
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

/** Three upcoming football matches (kickoff fixed), from the API. */
async function upcomingMatches(request: APIRequestContext): Promise<MatchSummary[]> {
  const res = await request.get('/sportapi/matches?sport=football&status=upcoming&pageSize=50');
  const list = ((await res.json()) as { data: MatchListData }).data.list.filter((m) => !m.kickoffTbd);
  expect(list.length, 'today has three upcoming football matches').toBeGreaterThanOrEqual(3);
  return list.slice(0, 3);
}

interface Painted {
  /** The last largest-contentful-paint entry: its element's text and whether the server's HTML had it. */
  lcp: { fromServer: boolean; text: string; size: number } | null;
  cls: number;
}

/**
 * Opens /home with a PerformanceObserver for LCP and layout shifts (buffered) and remembers every element of
 * the server's markup before any script runs (readyState 'interactive' comes before the deferred scripts).
 */
async function openHome(browser: Browser, baseURL: string, init: { follows?: string; dark?: boolean }) {
  const context = await newContext(browser, {
    ...phone,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: init.dark ? 'dark' : 'light',
  });
  const messages: string[] = [];
  if (init.follows)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [storageKey('follows'), init.follows],
    );
  await context.addInitScript(() => {
    const w = window as unknown as { __server: WeakSet<Element>; __lcp: PerformanceEntry[]; __cls: number };
    w.__server = new WeakSet();
    w.__lcp = [];
    w.__cls = 0;
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelectorAll('#root *').forEach((element) => w.__server.add(element));
    });
    new PerformanceObserver((list) => w.__lcp.push(...list.getEntries())).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(`${baseURL}/home`, { waitUntil: 'networkidle' });
  const painted = () =>
    page.evaluate((): Painted => {
      const w = window as unknown as {
        __server: WeakSet<Element>;
        __lcp: Array<PerformanceEntry & { element: Element | null; size: number }>;
        __cls: number;
      };
      const last = w.__lcp.at(-1);
      return {
        lcp: last?.element
          ? {
              fromServer: w.__server.has(last.element),
              text: (last.element.textContent ?? '').slice(0, 40),
              size: last.size,
            }
          : null,
        cls: w.__cls,
      };
    });
  return { page, context, messages, painted };
}

const hydrationError = /#418|#423|#425|hydrat/i;

test.describe.configure({ mode: 'serial' });

test('/home on a phone, a returning visitor with follows: their cards in the same box, no #418, no shift', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const matches = await upcomingMatches(request);
  const match = matches[0]!;
  // Warm the server render (a cold first render may miss its budget; the next one is warm).
  await request.get('/home', { headers: { 'user-agent': phone.userAgent } });
  // Several cards: a box that grew with them would move everything below.
  const follows = JSON.stringify({ teams: [match.home.id], leagues: [], matches: matches.map((m) => m.id) });
  const { page, context, messages, painted } = await openHome(browser, baseURL ?? '', { follows });
  try {
    const mine = page.getByRole('region', { name: '我的关注' });
    const card = mine.getByRole('link', { name: new RegExp(`${match.home.name} vs ${match.away.name}`) });
    await expect(card.first()).toBeVisible({ timeout: 30_000 });
    // The fan never sees the empty state the shared page carries.
    await expect(mine.getByText('还没有关注的球队或比赛')).toHaveCount(0);
    await expect(page.locator('main[data-hydrated]')).toHaveCount(1);
    await page.waitForTimeout(1000);
    const result = await painted();
    expect(messages.filter((m) => hydrationError.test(m))).toEqual([]);
    expect(result.cls, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
    expect(result.lcp, 'a largest contentful paint').not.toBeNull();
    expect(result.lcp?.fromServer, `LCP element 「${result.lcp?.text}」 was in the server's HTML`).toBe(true);
  } finally {
    await context.close();
  }
});

for (const dark of [false, true]) {
  test(`/home on a phone, a first visit${dark ? ' in the dark theme' : ''}: the server's empty 我的关注 and news are the ones painted`, async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const news = await request.get('/sportapi/articles?kind=news&pageSize=1');
    const latest = ((await news.json()) as { data: { list: Array<{ title: string }> } }).data.list[0];
    expect(latest, 'the API has news').toBeTruthy();
    await request.get('/home', { headers: { 'user-agent': phone.userAgent } });
    const html = await (await request.get('/home', { headers: { 'user-agent': phone.userAgent } })).text();
    // Every widget is in the server's HTML with its content, not a skeleton.
    expect(html).toContain('还没有关注的球队或比赛');
    expect(html).toContain(latest!.title.slice(0, 10));
    expect(html).toContain('专家推荐');
    expect(html).not.toContain('aria-busy="true"');

    const { page, context, messages, painted } = await openHome(browser, baseURL ?? '', { dark });
    try {
      if (dark) await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
      const empty = page.getByRole('region', { name: '我的关注' }).getByText('还没有关注的球队或比赛');
      await expect(empty).toBeVisible();
      await expect(page.locator('main[data-hydrated]')).toHaveCount(1);
      // All five widgets hydrated (each marks its section once committed).
      await expect(page.locator('main section[data-slot][data-hydrated]')).toHaveCount(5, {
        timeout: 30_000,
      });
      const kept = await empty.evaluate((element) =>
        (window as unknown as { __server: WeakSet<Element> }).__server.has(element),
      );
      expect(kept, 'the empty state the server sent is the one on screen').toBe(true);
      await page.waitForTimeout(1000);
      const result = await painted();
      expect(messages.filter((m) => hydrationError.test(m))).toEqual([]);
      expect(result.cls, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
      expect(result.lcp?.fromServer, `LCP element 「${result.lcp?.text}」 was in the server's HTML`).toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });
}
