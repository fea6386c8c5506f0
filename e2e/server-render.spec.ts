import { expect, newContext, test, PHONE } from './support/test';
import { firstLinkedMatch, openHydrated, rootOf, routeCases, type RouteCase } from './support/server-render';
import { auditLayout } from './support/h5-audit.mjs';

/**
 * Issue 16: every page arrives with its first screen in the HTML (server-rendered shell and remote, with
 * the data), the browser hydrates it without rendering it again and without a console error or warning,
 * and with scripts off the first screen is still there to read. Ids and texts come from the API.
 */
test.describe.configure({ mode: 'serial' });

let cases: RouteCase[] = [];

test.beforeAll(async ({ request }) => {
  cases = await routeCases(request);
});

const NAMES = ['/home', '/match', '/matchDetail', '/news?id=', '/league?id='];

for (const name of NAMES) {
  test(`${name}: the HTML holds the screen, hydration keeps it, no console errors`, async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const route = cases.find((c) => c.name === name) as RouteCase;
    // The server render has a budget; a cold first render of a route may miss it, the next one is warm.
    await request.get(route.url);
    const response = await request.get(route.url);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-jc-render']).toBe('server');
    const html = await response.text();
    const { markup, text } = rootOf(html);
    const texts = [...route.texts];
    if (name === '/home' || name === '/match') texts.push(...(await firstLinkedMatch(request, markup)));
    for (const expected of texts)
      expect(text, `server HTML of ${route.url} shows ${expected}`).toContain(expected);
    // The screen is there, not its skeleton (home: the sections below the first screen load when near).
    if (name !== '/home') expect(markup).not.toContain('aria-busy="true"');
    expect(html).toMatch(/<title>锦城体育 - [^<]+<\/title>/);
    expect(html).toMatch(/<script type="application\/json" id="jc-data">\{"mutations"/);
    if (route.ogTitle) {
      expect(html).toContain(`<meta property="og:title" content="${route.ogTitle.replace(/&/g, '&amp;')}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{10,}"\/?>/);
    }

    const { page, context, messages } = await openHydrated(browser, baseURL ?? '', route.url, route.probe);
    try {
      for (const expected of texts.slice(0, 3))
        await expect(page.locator('main').getByText(expected).first()).toBeVisible();
      // The element the server rendered is the one on screen after hydration: nothing was rendered twice.
      const kept = await page.evaluate((selector) => {
        const probe = (window as unknown as { __ssrProbe: Element | null }).__ssrProbe;
        return probe !== null && probe.isConnected && document.querySelector(selector) === probe;
      }, route.probe);
      expect(kept, `${route.probe} kept through hydration`).toBe(true);
      await page.waitForTimeout(500);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test(`${name}: readable with scripts disabled`, async ({ browser, baseURL }) => {
    const route = cases.find((c) => c.name === name) as RouteCase;
    const context = await newContext(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto((baseURL ?? '') + route.url);
      for (const expected of route.texts)
        await expect(page.locator('main').getByText(expected).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

/** A phone as the server sees it (user agent) and as the browser is (375 px, touch). */
const phone = {
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
};

test('/match on a phone: the server sends the phone layout, and hydration keeps every row it rendered', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The phone's page: its rows have the phone's height (56 px a football row, wide screens 52).
  await request.get('/match', { headers: { 'user-agent': phone.userAgent } });
  const html = await (await request.get('/match', { headers: { 'user-agent': phone.userAgent } })).text();
  const { markup } = rootOf(html);
  expect(html).toContain('<div id="root" data-viewport="phone">');
  expect(markup).toMatch(/role="listitem"[^>]*style="height:56px/);
  const probe = 'main [role="list"] [role="listitem"]:nth-child(2)';
  const { page, context, messages } = await openHydrated(browser, baseURL ?? '', '/match', probe, phone);
  try {
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('main[data-hydrated]')).toHaveCount(1);
    // The row the server rendered is the one on screen: the list was not mounted again for the phone.
    const kept = await page.evaluate((selector) => {
      const probe = (window as unknown as { __ssrProbe: Element | null }).__ssrProbe;
      return probe !== null && probe.isConnected && document.querySelector(selector) === probe;
    }, probe);
    expect(kept, 'the server-rendered row kept through hydration on a phone').toBe(true);
    expect(messages).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/matchDetail on a phone: the team badges the server paints keep their size and place once scripts run', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const list = await (await request.get('/sportapi/matches?sport=football&pageSize=1')).json();
  const id = (list as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
  expect(id, 'a match id from the API').toBeDefined();
  // The server render has a budget; a cold first render of a page may miss it, the next one is warm.
  await request.get(`/matchDetail/1/${id}`);
  await request.get(`/matchDetail/1/${id}`);
  /** Width, height and top of the header's two badges (placeholder or image), with or without scripts. */
  const badges = async (javaScriptEnabled: boolean) => {
    const context = await newContext(browser, { ...phone, javaScriptEnabled });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL ?? ''}/matchDetail/1/${id}`);
      if (javaScriptEnabled) await expect(page.locator('main[data-hydrated]')).toHaveCount(1);
      const header = page.locator('main header').first();
      await expect(header.getByRole('img', { name: /队徽$/ }).first()).toBeVisible();
      return await header.getByRole('img', { name: /队徽$/ }).evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return [Math.round(box.width), Math.round(box.height), Math.round(box.top)];
        }),
      );
    } finally {
      await context.close();
    }
  };
  const before = await badges(false);
  expect(before).toHaveLength(2);
  // The phone's size (40 px, the wide screen's 56) before any script, and the same box after hydration.
  expect(before.map(([width, height]) => [width, height])).toEqual([
    [40, 40],
    [40, 40],
  ]);
  expect(await badges(true)).toEqual(before);
});

test('/news?id= on a phone: the cover keeps its box before the image arrives (nothing below moves)', async ({
  request,
  browser,
  baseURL,
}) => {
  const news = await (await request.get('/sportapi/articles?kind=news&pageSize=1')).json();
  const id = (news as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
  expect(id, 'an article id from the API').toBeDefined();
  const context = await newContext(browser, { ...phone, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // The cover never arrives: the box must already have the cover's 16:9 height.
    await page.route('**/sportapi/badges/articles/**', (route) => route.abort());
    await page.goto(`${baseURL ?? ''}/news?id=${id}`);
    const box = await page.locator('main article img').first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(Math.round(box?.height ?? 0)).toBe(Math.round(((box?.width ?? 0) * 360) / 640));
  } finally {
    await context.close();
  }
});

test('/news?id= on a phone: reading the comments after hydration moves nothing below them', async ({
  request,
  browser,
  baseURL,
}) => {
  // An article nobody has commented on (its comments read from the API): the list shows its empty state.
  const news = await (await request.get('/sportapi/articles?kind=news&pageSize=20')).json();
  const ids = (news as { data: { list: Array<{ id: number }> } }).data.list.map((a) => a.id);
  let id: number | undefined;
  for (const candidate of ids) {
    const comments = await (await request.get(`/sportapi/articles/${candidate}/comments?page=1`)).json();
    if ((comments as { data: { total: number } }).data.total === 0) {
      id = candidate;
      break;
    }
  }
  expect(id, 'an article without comments, from the API').toBeDefined();
  const context = await newContext(browser, phone);
  try {
    await context.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }
        >)
          w.__shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources.map((s) => (s.node as Element | null)?.outerHTML?.slice(0, 80)).join(' | ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    // A slow answer (a busy hour, a phone's network): the list's loading state shows first, in the same place.
    await page.route('**/sportapi/articles/*/comments**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${baseURL ?? ''}/news?id=${id}`);
    const comments = page.locator('main section', { has: page.getByRole('heading', { name: '评论' }) });
    const before = await comments.boundingBox();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    const loading = await comments.getByRole('status', { name: '正在加载' }).boundingBox();
    expect(loading, 'the list is loading (its answer is held back)').not.toBeNull();
    const whileLoading = await comments.boundingBox();
    await expect(comments.getByText('还没有评论，来说两句吧')).toBeVisible();
    const after = await comments.boundingBox();
    expect(Math.round(whileLoading?.height ?? 0), 'the section is as tall while the list loads').toBe(
      Math.round(before?.height ?? -1),
    );
    expect(Math.round(after?.height ?? 0), 'the section is as tall as the server drew it').toBe(
      Math.round(before?.height ?? -1),
    );
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('/home on a phone before any script runs: every section the server sends has its styles (tap targets of 44 px)', async ({
  request,
  browser,
  baseURL,
}) => {
  // The newest headline, from the API: the 最新资讯 widget (the content remote) lists it on the home page.
  const news = await (await request.get('/sportapi/articles?kind=news&pageSize=1')).json();
  const title = (news as { data: { list: Array<{ title: string }> } }).data.list[0]?.title;
  expect(title, 'a headline from the API').toBeTruthy();
  await request.get('/home', { headers: { 'user-agent': phone.userAgent } });
  const context = await newContext(browser, { ...phone, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/home`);
    const headline = page
      .locator('main')
      .getByRole('link', { name: title as string })
      .first();
    await expect(headline).toBeVisible();
    // Its row as the content remote's CSS lays it out (a 20 px line of text without it).
    expect((await headline.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    const layout = await page.evaluate(auditLayout, { minTarget: 44 });
    expect(layout.scrollWidth, 'the document scrolls sideways').toBeLessThanOrEqual(phone.viewport.width);
    expect(layout.cut, 'elements cut by the viewport edge').toEqual([]);
    expect(layout.smallTargets, 'tap targets under 44 px').toEqual([]);
  } finally {
    await context.close();
  }
});
