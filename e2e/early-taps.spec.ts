import { expect, test, type APIRequestContext, type Locator, type Page, PHONE } from './support/test';
import { recentMatch } from './support/recent-matches';

/**
 * Taps made before hydration (issue 24): a first visit on a slow phone network, no script of the shell or
 * the remotes in before 3 s. The server-rendered first screen is on show meanwhile; a tap on one of its
 * controls must not be lost: the page's early-taps script holds it until the control's slot is live
 * (shared/src/hydration/early-taps.ts) and then it does what it would have done.
 */

// A phone's user agent: the server renders the phone layout for it (server/src/ssr/viewport-guess.ts), so the
// rows a tap lands on are the ones that stay after hydration.
test.use({
  ...PHONE,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
});

const SCRIPT_DELAY_MS = 3_000;

interface Ids {
  match: { id: number; home: { id: number; name: string } };
}

interface EarlyTap {
  name: string;
  url: (ids: Ids) => string;
  control: (page: Page, ids: Ids) => Locator;
  /** What the tap did, once the page is live. */
  answered: (page: Page, control: Locator, ids: Ids) => Promise<void>;
}

const TAPS: EarlyTap[] = [
  {
    name: '登录 opens the login dialog',
    url: () => '/match',
    control: (page) => page.getByRole('banner').getByRole('button', { name: '登录', exact: true }),
    answered: async (page) => {
      await expect(page.getByRole('dialog', { name: '登录锦城体育' })).toBeVisible();
    },
  },
  {
    name: '搜索 opens the search box',
    url: () => '/match',
    control: (page) => page.getByRole('button', { name: '搜索', exact: true }),
    answered: async (page) => {
      await expect(page.getByRole('combobox', { name: '搜索球队、球员、赛事和今日比赛' })).toBeVisible();
    },
  },
  {
    name: '进行中 selects its tab',
    url: () => '/match',
    control: (page) => page.getByRole('tab', { name: /^进行中/ }),
    answered: async (_page, control) => {
      await expect(control).toHaveAttribute('aria-selected', 'true');
    },
  },
  {
    name: '明天 moves the list to tomorrow',
    url: () => '/match',
    control: (page) =>
      page.getByRole('navigation', { name: '选择日期' }).getByRole('button', { name: /^明天/ }),
    answered: async (_page, control) => {
      await expect(control).toHaveAttribute('aria-current', 'date');
    },
  },
  {
    name: '赛事筛选 opens the league filter',
    url: () => '/match',
    control: (page) => page.getByRole('button', { name: /^赛事筛选/ }),
    answered: async (page) => {
      await expect(page.getByRole('dialog', { name: /赛事筛选/ })).toBeVisible();
    },
  },
  {
    name: '☆ on a match row follows the match',
    url: () => '/match',
    control: (page) =>
      page
        .locator('[data-match-id]')
        .first()
        .getByRole('button', { name: /^关注 / }),
    answered: async (_page, control) => {
      await expect(control).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: '技术统计 on a match page shows the stats',
    url: ({ match }) => `/matchDetail/1/${match.id}`,
    control: (page) => page.getByRole('tab', { name: '技术统计' }),
    answered: async (page, control) => {
      await expect(control).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText('控球率');
    },
  },
  {
    name: '关注 on a team page follows the team',
    url: ({ match }) => `/team/${match.home.id}`,
    control: (page, { match }) => page.getByRole('button', { name: `关注 ${match.home.name}` }),
    answered: async (_page, control) => {
      await expect(control).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: '加载更多 on the news list loads the next page',
    url: () => '/news',
    control: (page) => page.getByRole('button', { name: '加载更多' }),
    answered: async (page) => {
      await expect(page.getByRole('list', { name: '新闻列表' }).getByRole('listitem')).toHaveCount(20);
    },
  },
];

async function realIds(request: APIRequestContext): Promise<Ids> {
  const match = await recentMatch<Ids['match']>(
    request,
    'sport=football&status=finished&leagueIds=1,2,3,4,5&pageSize=20',
    (list) => list[0],
  );
  return { match };
}

/**
 * No script of the shell or the remotes (entries, chunks) arrives before 3 s have passed since the page was
 * asked for; from then on they come as fast as the server sends them.
 */
async function delayScripts(page: Page): Promise<void> {
  const releaseAt = Date.now() + SCRIPT_DELAY_MS;
  await page.route(/\/(shell|remotes)\/.+\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, releaseAt - Date.now())));
    await route.continue().catch(() => undefined);
  });
}

/** The scores remote's scripts wait until the returned function is called; the shell's come at once. */
async function holdScoresScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remotes\/scores\/.+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const hydratedShell = (page: Page) => page.locator('html[data-hydrated]');

for (const tap of TAPS) {
  test(`an early tap on ${tap.name}`, async ({ page, request }) => {
    const ids = await realIds(request);
    await delayScripts(page);
    await page.goto(tap.url(ids), { waitUntil: 'commit' });
    const control = tap.control(page, ids);
    await expect(control).toBeVisible();
    // The page is the server's HTML alone: no script of the shell has run.
    await expect(hydratedShell(page)).toHaveCount(0);
    // A control with a name of its own is found by it afterwards (a followed match moves to the top).
    const label = await control.getAttribute('aria-label');
    await control.tap();
    expect(await hydratedShell(page).count(), 'the tap was made before the shell ran').toBe(0);
    await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
    const after = label ? page.getByRole('button', { name: label, exact: true }).first() : control;
    await tap.answered(page, after, ids);
  });
}

test('before any script, the date bar shows the chosen day on a phone (it sits mid-bar in the HTML)', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto('/match', { waitUntil: 'commit' });
  const today = page.getByRole('navigation', { name: '选择日期' }).locator('[aria-current="date"]');
  await expect(today).toBeVisible();
  expect(await hydratedShell(page).count(), 'no script of the shell has run yet').toBe(0);
  await expect(today).toBeInViewport({ ratio: 1 });
  // Once live (its slot marked), the bar scrolls freely (no snapping back to the chosen day).
  await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  const bar = page.getByRole('navigation', { name: '选择日期' });
  await bar.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('a fan who scrolls the date bar once the shell runs, before the list is live, keeps their place', async ({
  page,
}) => {
  // The shell runs at once; the scores remote's scripts wait until the fan has scrolled.
  const release = await holdScoresScripts(page);
  await page.goto('/match', { waitUntil: 'commit' });
  const bar = page.getByRole('navigation', { name: '选择日期' });
  await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
  expect(await page.locator('#main[data-hydrated]').count(), 'the list is not live yet').toBe(0);
  // The shell has run: the bar no longer snaps to the chosen day, and the fan scrolls to the start.
  await bar.evaluate((el) => el.scrollTo({ left: 0 }));
  await expect.poll(() => bar.evaluate((el) => el.scrollLeft)).toBe(0);
  release();
  await expect(page.locator('#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  expect(await bar.evaluate((el) => el.scrollLeft)).toBe(0);
});

test('a fan who scrolls down the server’s list before it is live: hydrated in place, not rendered again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // The shell runs at once; the scores remote's scripts wait until the fan has scrolled.
  const release = await holdScoresScripts(page);
  await page.goto('/match', { waitUntil: 'commit' });
  await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
  expect(await page.locator('#main[data-hydrated]').count(), 'the list is not live yet').toBe(0);
  // The fan scrolls half a screen down the server's rows; the row under their thumb is remembered.
  await page.evaluate(() => window.scrollTo(0, 600));
  const y = await page.evaluate(() => window.scrollY);
  expect(y, 'the server page scrolls').toBeGreaterThan(500);
  const under = await page.evaluate(() => {
    const row = document.elementFromPoint(187, 400)?.closest('[data-match-id]') ?? null;
    (window as unknown as { __row: Element | null }).__row = row;
    return row?.getAttribute('data-match-id') ?? null;
  });
  expect(under, 'a server-rendered row is under the thumb').not.toBeNull();
  release();
  await expect(page.locator('#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  // Hydrated, not thrown away: the same row element, where it was, and the fan was not moved.
  const kept = await page.evaluate((id) => {
    const row = (window as unknown as { __row: Element | null }).__row;
    return row?.isConnected === true && document.querySelector(`[data-match-id="${id}"]`) === row;
  }, under);
  expect(kept, 'the row under the thumb is the element the server sent').toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(y);
  // The list goes on under the fan: a row at the bottom of the screen, just above the phone's tab bar.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="底部导航"]')?.getBoundingClientRect();
        const y = (bar && bar.height > 0 ? bar.top : window.innerHeight) - 24;
        return document.elementFromPoint(187, y)?.closest('[data-match-id]') !== null;
      }),
    )
    .toBe(true);
  expect(errors.filter((e) => /Hydration|#418|#423|#425/.test(e))).toEqual([]);
});

test('a reader who scrolled before any script stays where they are when the page goes live', async ({
  page,
}) => {
  await delayScripts(page);
  await page.goto('/news', { waitUntil: 'commit' });
  const more = page.getByRole('button', { name: '加载更多' });
  await more.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before, 'the list is taller than the phone screen').toBeGreaterThan(300);
  expect(await hydratedShell(page).count(), 'no script of the shell has run yet').toBe(0);
  await expect(page.locator('main[data-slot][data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(more).toBeInViewport();
});

test('a season chosen in 赛季 before any script is shown once the page is live', async ({
  page,
  request,
}) => {
  const tree = (await (await request.get('/sportapi/leagues?sport=football')).json()) as {
    data: { hot: Array<{ id: number; shortName: string }> };
  };
  const league = tree.data.hot.find((l) => l.shortName === '英超');
  expect(league, 'the API has 英超').toBeDefined();
  const id = league!.id;
  await delayScripts(page);
  await page.goto(`/league?id=${id}`, { waitUntil: 'commit' });
  const select = page.getByLabel('赛季');
  await expect(select.locator('option[value="2024-25"]')).toHaveCount(1);
  await select.selectOption('2024-25');
  expect(await hydratedShell(page).count(), 'the choice was made before the shell ran').toBe(0);
  await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/league\\?id=${id}&season=2024-25$`));
  await expect(page.getByRole('table', { name: /英超 2024\/25 积分榜/ })).toBeVisible();
  await expect(select).toHaveValue('2024-25');
});
