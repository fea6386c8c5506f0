import { expect, test, type Locator, type Page } from './support/test';
import { auditLayout } from './support/h5-audit.mjs';
import { ROUTES } from '@jincheng/shared/core';
import { expectHydrated, expectRealContent, expectSettled, scrollThrough } from './support/real-content';
import { sampleScreens, type SampleScreen } from './support/sample-urls';
import { describePage } from './support/shared-page';
import { demoToken, signInPage } from './support/session';

/**
 * H5 is a first-class layout: every screen of the spec at 375×812 on a touch phone, signed out and in, with
 * its real content — no sideways scrolling, nothing cut by the viewport edge, tap targets of 44 px — and
 * the touch journeys that failed on phones: the login dialog opened by a tap, the share QR on the first tap.
 */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

let screens: SampleScreen[] = [];
let token = '';
test.beforeAll(async ({ request }) => {
  screens = await sampleScreens(request);
  token = await demoToken(request);
});

async function expectFitsThePhone(page: Page): Promise<void> {
  await expectSettled(page);
  const layout = await page.evaluate(auditLayout, { minTarget: 44 });
  expect(layout.viewport).toBe(PHONE.width);
  expect(layout.scrollWidth, 'the document scrolls sideways').toBeLessThanOrEqual(PHONE.width);
  expect(layout.cut, 'elements cut by the viewport edge').toEqual([]);
  expect(layout.smallTargets, 'tap targets under 44 px').toEqual([]);
}

/** The box lies wholly inside the visual viewport (the part of the page the visitor sees). */
async function expectInViewport(box: Locator): Promise<void> {
  await expect(box).toBeInViewport({ ratio: 1 });
  const rect = (await box.boundingBox())!;
  const viewport = await box.page().evaluate(() => ({ w: visualViewport!.width, h: visualViewport!.height }));
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.y).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport.w + 0.5);
  expect(rect.y + rect.height).toBeLessThanOrEqual(viewport.h + 0.5);
}

for (const signedIn of [false, true]) {
  test.describe(`375 px touch, ${signedIn ? 'signed in' : 'signed out'}`, () => {
    test.describe('every screen', () => {
      const page = describePage(
        { viewport: PHONE, isMobile: true, hasTouch: true },
        signedIn ? (p) => signInPage(p, token) : undefined,
      );
      for (const route of ROUTES) {
        test(`${route.path} fits the phone`, async () => {
          const mine = screens.filter((s) => s.route === route.path);
          expect(mine.length).toBeGreaterThan(0);
          for (const screen of mine) {
            await test.step(screen.url, async () => {
              await page().goto(screen.url);
              await scrollThrough(page());
              await expectRealContent(page(), screen);
              await expectFitsThePhone(page());
            });
          }
        });
      }
    });

    test('the navigation drawer opened by a tap fits the phone', async ({ page }) => {
      if (signedIn) await signInPage(page, token);
      await page.goto('/home');
      await page.getByRole('button', { name: '展开导航' }).tap();
      await expect(
        page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资料库' }),
      ).toBeVisible();
      await expectFitsThePhone(page);
    });
  });
}

test('a tap on 登录 opens the dialog inside the visual viewport, ready to use', async ({ page }) => {
  for (const screen of screens.filter((s) => ['/home', '/match', '/ranking'].includes(s.name))) {
    await page.goto(screen.url);
    await scrollThrough(page);
    await expectRealContent(page, screen);
    await page.getByRole('button', { name: '登录', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
    await expect(dialog).toBeVisible();
    await expectInViewport(dialog);
    await expectFitsThePhone(page);
    await dialog.getByLabel('手机号').tap();
    await expect(dialog.getByLabel('手机号')).toBeFocused();
    await dialog.getByRole('button', { name: '关闭' }).tap();
    await expect(dialog).toHaveCount(0);
  }
});

test('a toast on a phone: its 关闭 is a 44 px target and a tap dismisses it', async ({ page }) => {
  // Any toast (a goal alert, a sign-in notice) can sit over the page at any moment; one that the dialog raises
  // on purpose: 发送验证码 with no phone number.
  await page.goto('/home');
  await expectHydrated(page);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await dialog.getByRole('button', { name: '发送验证码' }).tap();
  const toasts = page.getByRole('status', { name: '消息提示' });
  const close = toasts.getByRole('button', { name: '关闭' }).first();
  await expect(close).toBeVisible();
  const box = await close.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(toasts.getByRole('button', { name: '关闭' })).toHaveCount(0);
});

test('one tap on a footer share button shows its QR code; a second tap hides it', async ({ page }) => {
  await page.goto('/home');
  await scrollThrough(page);
  await expectRealContent(
    page,
    screens.find((s) => s.name === '/home')!,
  );
  const button = page.getByRole('button', { name: '官方微博' });
  await button.scrollIntoViewIfNeeded();
  await button.tap();
  const qr = page.getByRole('img', { name: '官方微博二维码' });
  await expect(qr).toBeVisible();
  await expectInViewport(qr);
  await button.tap();
  await expect(qr).toBeHidden();
});

test('the signed-in account menu opened by a tap fits the phone', async ({ page }) => {
  await signInPage(page, token);
  await page.goto('/home');
  await page.getByRole('button', { name: /^账户菜单/ }).tap();
  const logout = page.getByRole('button', { name: '退出登录' });
  await expect(logout).toBeVisible();
  await expectInViewport(logout);
  await expectFitsThePhone(page);
});

test('the league table keeps 积分 in view beside the club on a phone', async ({ page }) => {
  const league = screens.find((s) => s.name === '/league?id=')!;
  await page.goto(league.url);
  await expectRealContent(page, league);
  const table = page.getByRole('table').first();
  await expectInViewport(table.getByRole('columnheader', { name: /积分/ }));
  // The leader's points (the bold figure of the row) sit at the right edge, not scrolled out of view.
  await expectInViewport(table.locator('tbody tr').first().locator('td strong'));
});

/** The name a visitor sees in a team box: the one element of it that is not clipped away. */
async function shownNames(header: Locator): Promise<{ text: string; fits: boolean }[]> {
  return header.evaluate((root) =>
    [...root.querySelectorAll('strong, strong span')]
      .filter((el) => el.children.length === 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(el).display !== 'none';
      })
      .map((el) => ({ text: el.textContent ?? '', fits: el.scrollWidth <= el.clientWidth + 1 })),
  );
}

test('basketball headers show each team’s short name whole on a phone, the full name to screen readers', async ({
  page,
  request,
}) => {
  type Team = { name: string; shortName: string };
  type Row = { id: number; home: Team; away: Team };
  const list = (await (await request.get('/sportapi/matches?sport=basketball&pageSize=200')).json()).data
    .list as Row[];
  // The match with the longest full name whose short name differs (俄克拉荷马城雷霆, 吉林九台农商银行…).
  const longest = (m: Row) => Math.max(m.home.name.length, m.away.name.length);
  const match = list
    .filter((m) => m.home.name !== m.home.shortName && m.away.name !== m.away.shortName)
    .sort((a, b) => longest(b) - longest(a))[0]!;
  expect(longest(match)).toBeGreaterThanOrEqual(5);
  await page.goto(`/basketballDetail/2/${match.id}`);
  const header = page.locator('header').filter({ hasText: /客队/ });
  await expect(header).toBeVisible();
  const shown = await shownNames(header);
  // Away first, as every basketball page reads.
  expect(shown.map((n) => n.text)).toEqual([match.away.shortName, match.home.shortName]);
  expect(shown.filter((n) => !n.fits)).toEqual([]);
  for (const team of [match.home, match.away]) await expect(header.getByText(team.name)).toBeAttached();
});

test('the bottom tab bar: five tabs a tap away, 我的 the login for a visitor and 我的资料 for a fan; 专家 and 排行榜 in the menu', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  await expectHydrated(page);
  const bar = page.getByRole('navigation', { name: '底部导航' });
  await expect(bar).toBeVisible();
  await expectInViewport(bar);
  const tabs = bar.getByRole('listitem');
  await expect(tabs).toHaveText(['首页', '比分', '情报', '资料库', '我的']);
  for (const box of await tabs.all()) expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await bar.getByRole('link', { name: '比分' }).tap();
  await expect(page).toHaveURL(/\/match$/);
  await expect(bar.getByRole('link', { name: '比分' })).toHaveAttribute('aria-current', 'page');
  await bar.getByRole('button', { name: '我的' }).tap();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '关闭' }).tap();

  await page.getByRole('button', { name: '展开导航' }).tap();
  const menu = page.getByRole('navigation', { name: '主导航' });
  await expect(menu.getByRole('link', { name: '专家' })).toBeVisible();
  await menu.getByRole('link', { name: '排行榜' }).tap();
  await expect(page).toHaveURL(/\/ranking$/);

  await signInPage(page, token || (await demoToken(request)));
  await page.goto('/home');
  await expectHydrated(page);
  await bar.getByRole('link', { name: '我的' }).tap();
  await expect(page).toHaveURL(/\/balanceTopUp\?tab=profile$/);
  await expect(page.getByRole('tab', { name: '我的资料' })).toHaveAttribute('aria-selected', 'true');
  // The page's foot stays above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [foot, barBox] = [await page.getByRole('contentinfo').boundingBox(), await bar.boundingBox()];
  expect(foot!.y + foot!.height).toBeLessThanOrEqual(barBox!.y + 1);
});
