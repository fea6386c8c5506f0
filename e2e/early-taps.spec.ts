import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { recentMatch } from './support/recent-matches';

/**
 * Taps made before hydration (issue 24): a first visit on a slow phone network, every script of the shell and
 * the remotes held back 3 s. The server-rendered first screen is on show meanwhile; a tap on one of its
 * controls must not be lost: the page's early-taps script holds it until the control's slot is live
 * (shared/src/hydration/early-taps.ts) and then it does what it would have done.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

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
];

async function realIds(request: APIRequestContext): Promise<Ids> {
  const match = await recentMatch<Ids['match']>(
    request,
    'sport=football&status=finished&leagueIds=1,2,3,4,5&pageSize=20',
    (list) => list[0],
  );
  return { match };
}

/** Every script of the shell and the remotes (entries, chunks) arrives 3 s late. */
async function delayScripts(page: Page): Promise<void> {
  await page.route(/\/(shell|remotes)\/.+\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
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
    await control.tap();
    expect(await hydratedShell(page).count(), 'the tap was made before the shell ran').toBe(0);
    await expect(hydratedShell(page)).toHaveCount(1, { timeout: 30_000 });
    await tap.answered(page, control, ids);
  });
}
