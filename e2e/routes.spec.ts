import { expect, test } from '@playwright/test';
import { ROUTES } from '../shared/src/config/paths';

/** A concrete URL for every route pattern of the spec. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, (p) => (p === ':type' ? '1' : '42'));

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} has its title and shows its screen`, async ({ page }) => {
      await page.goto(sample(route.path));
      await expect(page).toHaveTitle(`锦城体育 - ${route.title}`);
      if (route.owner !== 'shell') {
        // The owning remote loaded and its screen rendered (no fallback panel).
        const screen = page.locator(`main [data-remote="${route.owner}"]`);
        await expect(screen).toBeVisible();
        await expect(screen.getByRole('heading').first()).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: '模块暂时无法加载' })).toHaveCount(0);
      }
      if ('chromeless' in route) {
        await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  }

  test('an unknown path lands on /home', async ({ page }) => {
    await page.goto('/this/does/not/exist?x=1');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).toHaveTitle('锦城体育 - 首页');
  });

  test('/login is not a route: a visitor lands on /home', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('scroll resets to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/downloadapp');
  await expect(page.getByRole('heading', { name: '功能亮点' })).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('button', { name: '展开导航' }).click();
  await page.getByRole('link', { name: '资料库' }).click();
  await expect(page).toHaveTitle('锦城体育 - 全球赛事资料库');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the download page shows iOS and Android QR codes and the feature list', async ({ page }) => {
  await page.goto('/downloadapp');
  await expect(page.getByRole('img', { name: 'iPhone 版下载二维码' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Android 版下载二维码' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '即时比分' })).toBeVisible();
});

test('footer QR codes appear on hover', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '官方微博' }).hover();
  await expect(page.getByRole('img', { name: '官方微博二维码' })).toBeVisible();
});
