import { expect, test, type APIRequestContext, type Page } from './support/test';
import { freshAccountToken, signInPage } from './support/session';

async function signIn(page: Page, request: APIRequestContext): Promise<void> {
  await signInPage(page, await freshAccountToken(request));
}

/** 立即充值 for 30 元: the cashier opens in a new tab. */
async function startTopUp(page: Page) {
  await page.goto('/balanceTopUp');
  await expect(page.getByRole('heading', { name: '充值中心（首单福利）', exact: true })).toBeVisible();
  await expect(page.getByTestId('top-up-balance')).toHaveText('0');
  await page.getByRole('radio', { name: /^30 元/ }).check();
  await expect(page.getByRole('region', { name: '订单摘要' })).toContainText('630 金币');
  const [cashier] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: '立即充值' }).click(),
  ]);
  await cashier.waitForURL(/\/userapi\/pay\/cashier\/JC\d+\?key=/);
  await expect(cashier.getByRole('heading', { name: '¥30.00' })).toBeVisible();
  await expect(page.getByRole('img', { name: '支付二维码' })).toBeVisible();
  return cashier;
}

async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^账户菜单/ }).click();
}

test.describe('top-up centre', () => {
  test('30 元 paid at the cashier: 支付成功 and the new balance in the header without reload', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const cashier = await startTopUp(page);
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();

    await page.bringToFront();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    // 300 coins + 30 package bonus + 300 first-order benefit.
    await expect(page.getByText('630 金币已到账（含首单福利 300 金币）。')).toBeVisible();
    await expect(page.getByTestId('top-up-balance')).toHaveText('630');
    await openAccountMenu(page);
    await expect(page.getByText('余额: 630')).toBeVisible();

    await page.getByRole('tab', { name: '账户明细' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '充值 ¥30.00（微信支付）' })).toContainText(
      '+630 金币',
    );
  });

  test('a cancelled payment says 已取消 and leaves the balance unchanged', async ({ page, request }) => {
    await signIn(page, request);
    const cashier = await startTopUp(page);
    await cashier.getByRole('button', { name: '取消' }).click();
    await expect(cashier.getByRole('heading', { name: '已取消支付' })).toBeVisible();

    await page.bringToFront();
    await expect(page.getByRole('heading', { name: '已取消' })).toBeVisible();
    await expect(page.getByTestId('top-up-balance')).toHaveText('0');
    await openAccountMenu(page);
    await expect(page.getByText('余额: 0')).toBeVisible();
  });

  test('on a 375 px phone screen the whole top-up works without horizontal scrolling', async ({
    page,
    request,
  }) => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await signIn(page, request);
    await page.setViewportSize({ width: 375, height: 740 });
    const cashier = await startTopUp(page);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await page.bringToFront();
    await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await expect(page.getByTestId('top-up-balance')).toHaveText('630');
    await page.getByRole('tab', { name: '账户明细' }).click();
    await expect(page.getByText('共 1 条记录')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('a visitor is told to sign in and gets the login dialog', async ({ page }) => {
    await page.goto('/balanceTopUp');
    await expect(page.getByRole('heading', { name: '登录后即可充值' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
