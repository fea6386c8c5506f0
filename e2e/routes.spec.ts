import { expect, test } from './support/test';
import { ROUTES } from '@jincheng/shared/core';
import { expectRealContent } from './support/real-content';
import { sampleScreens, type SampleScreen } from './support/sample-urls';

/**
 * Every route of the spec with a real id read from the API: its title, its owner's screen, and a landmark
 * of its real content (a heading, the API's names and titles, links to real items). A not-found, error or
 * loading state where a real id was given fails.
 */
let screens: SampleScreen[] = [];
test.beforeAll(async ({ request }) => {
  screens = await sampleScreens(request);
});

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its real content`, async ({ page }) => {
      const mine = screens.filter((s) => s.route === route.path);
      expect(mine.length).toBeGreaterThan(0);
      for (const screen of mine) {
        await test.step(screen.url, async () => {
          await page.goto(screen.url);
          await expect(page).toHaveTitle(`锦城体育 - ${route.title}`);
          if (route.owner !== 'shell') {
            await expect(page.locator(`main [data-remote="${route.owner}"]`).first()).toBeVisible();
          }
          await expectRealContent(page, screen);
          if ('chromeless' in route) {
            await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
          } else {
            await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
            await expect(page.getByRole('contentinfo')).toBeVisible();
          }
        });
      }
    });
  }

  test('any other path redirects to /home: a 302 from the server, no cache keeps it', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/no-such-place/x?y=1', { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers()['location']).toBe('/home');
    expect(answer.headers()['cache-control']).toBe('no-store');
    const response = await page.goto('/no-such-place/x?y=1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  });

  test('a client navigation to a path no route owns lands on /home too', async ({ page }) => {
    await page.goto('/news');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await page.evaluate(() => {
      history.pushState(null, '', '/nowhere/at/all');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a desktop keeps the spec’s header: no bottom tab bar, no 专家 or 排行榜 in the navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav.getByRole('link', { name: '专家' })).toBeHidden();
    await expect(nav.getByRole('link', { name: '排行榜' })).toBeHidden();
  });

  test('the header links the staff headquarters site in a new tab', async ({ page }) => {
    await page.goto('/home');
    const staff = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: /员工总部/ });
    await expect(staff).toHaveAttribute('target', '_blank');
    await expect(staff).toHaveAttribute('href', /^https:\/\//);
  });

  test('/login is not a route: a visitor lands on /home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });
});

/** Detail screens for an id nobody has: one message, the way back to the list, and no toast on top. */
const MISSING: Array<[url: string, message: RegExp, back: string]> = [
  ['/intelligenceDetails/99999999', /没有找到这篇情报/, '返回情报列表'],
  ['/news?id=99999999', /没有找到这篇新闻/, '返回新闻列表'],
  ['/specialDetails?id=99999999', /没有找到这篇前瞻/, '返回前瞻列表'],
  ['/solutionDetails?id=99999999', /没有找到这个方案/, '返回专家列表'],
  ['/expertsDetail?id=99999999', /没有找到这位专家/, '返回专家列表'],
  ['/matchDetail/1/99999999', /比赛不存在/, '返回足球比分'],
  ['/basketballDetail/2/99999999', /比赛不存在/, '返回篮球比分'],
  ['/team/99999999', /未找到该球队/, '返回赛事资料库'],
  ['/teamLq/99999999', /未找到该球队/, '返回赛事资料库'],
  ['/player/99999999/1', /未找到该球员/, '返回赛事资料库'],
  ['/playerLq/99999999/1', /未找到该球员/, '返回赛事资料库'],
  ['/league?id=99999999', /未找到该赛事/, '返回赛事资料库'],
];

test.describe('a detail URL the API does not know', () => {
  for (const [url, message, back] of MISSING) {
    test(`${url} says so once and leads back to the list`, async ({ page }) => {
      await page.goto(url);
      const state = page.locator('[data-state="not-found"]');
      await expect(state).toHaveCount(1);
      await expect(state).toContainText(message);
      await state.getByRole('link', { name: back }).click();
      await expect(page).not.toHaveURL(url);
      // The request layer's catalogue toast (访问资源不存在) would only repeat the screen's message.
      await expect(page.getByText('访问资源不存在')).toHaveCount(0);
    });
  }
});

test('scroll resets to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/downloadapp');
  await expect(page.getByRole('heading', { name: '功能亮点' })).toBeVisible();
  // The heading is in the server's HTML before the page is live: scroll and navigate once it is.
  await expect(page.locator('main#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('button', { name: '展开导航' }).click();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资料库' }).click();
  await expect(page).toHaveTitle('锦城体育 - 全球赛事资料库');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the download page shows the feature list, and no made-up store link while none is configured', async ({
  page,
}) => {
  await page.goto('/downloadapp');
  // Store links come from shell/src/config/deployment.json (README, "Deployment details"); as shipped it is empty.
  await expect(page.getByText(/APP 即将上架应用商店/)).toBeVisible();
  await expect(page.getByRole('img', { name: /下载二维码/ })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: '即时比分' })).toBeVisible();
});

test('footer QR codes appear on hover', async ({ page }) => {
  await page.goto('/home');
  // A hover is a script's (a tap before the page is live is held and played, a hover is not): the scripts are
  // asked for after the first paint, so the footer at the bottom of the page is hovered once the page is live.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: '官方微博' }).hover();
  await expect(page.getByRole('img', { name: '官方微博二维码' })).toBeVisible();
});
