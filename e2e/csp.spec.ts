import { expect, test, type APIRequestContext, type Page } from './support/test';
import { storageKey } from '@jincheng/shared/core';
import { ROUTES } from '@jincheng/shared/core';
import { watchCsp } from './support/csp-watch';
import { signedHeaders } from './support/signed-headers';
import { sampleUrls } from './support/sample-urls';

/**
 * The whole product under the production Content-Security-Policy (scripts only from this origin or with the
 * response nonce; <style> only with the nonce): every route, the login dialog and its legal frames, the
 * stand-in WeChat page and cashier, with zero violations.
 */
async function signIn(page: Page, request: APIRequestContext, phone = '13800000001') {
  const login = await request.post('/userapi/login/user/pwd', {
    headers: signedHeaders(),
    data: { phone, pwd: 'Jincheng123' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [storageKey('Admin-Token'), token],
  );
}

test('the policy is enforced: an injected inline script does not run and is reported', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(context);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.some((v) => /^script-src(-elem)? blocked \(?inline\)? on \/home$/.test(v)))
    .toBe(true);
});

test('every route renders, styled, with no CSP violation', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const violations = await watchCsp(context);
  const urls = await sampleUrls(request);
  for (const route of ROUTES) {
    await page.goto(urls[route.path] ?? route.path);
    await expect(page).toHaveTitle(`锦城体育 - ${route.title}`);
    if (route.owner !== 'shell') {
      await expect(
        page.locator(`main [data-remote="${route.owner}"]`).getByRole('heading').first(),
      ).toBeVisible();
    }
  }
  // The CSS is in files of each version, from this origin ('self'): the shell's stylesheet and the remotes'
  // are applied (a blocked one has no `sheet` and is reported), and every inline <style> (the page's own, the
  // server's critical CSS) carries the nonce. The page is readable before its scripts run, so the files are
  // counted once it is live.
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
  const sheets = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => `${new URL(link.href).pathname.split('/')[1]} ${link.sheet ? 'applied' : 'not applied'}`,
      ),
    );
  await expect.poll(sheets).toContain('shell applied');
  await expect.poll(sheets).toContain('remotes applied');
  // Every one applied, once those still on their way have arrived (a link in flight has no sheet yet either).
  await expect
    .poll(async () => (await sheets()).filter((sheet) => sheet.endsWith('not applied')))
    .toEqual([]);
  expect(await page.evaluate(() => document.querySelectorAll('style:not([nonce])').length)).toBe(0);
  expect(violations).toEqual([]);
});

test('login dialog, legal frames and the stand-in WeChat page: no violations', async ({ page, context }) => {
  const violations = await watchCsp(context);
  await page.goto('/match?tab=live');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await dialog.getByRole('button', { name: '《用户协议》' }).click();
  const frame = page.frameLocator('iframe[title="用户协议"]');
  await expect(frame.getByRole('heading', { name: '锦城体育用户协议' })).toBeVisible();
  await page.getByRole('dialog', { name: '用户协议' }).getByRole('button', { name: /关闭/ }).click();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '微信扫码登录' }).click();
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  await page.getByRole('link', { name: /在本机打开授权页/ }).click();
  await page.getByRole('button', { name: '确认登录' }).click();
  await expect(page).toHaveURL(/\/match\?tab=live$/);
  await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('top-up with the stand-in cashier: no violations', async ({ page, context, request }) => {
  const violations = await watchCsp(context);
  await signIn(page, request);
  await page.goto('/balanceTopUp');
  await expect(page.getByRole('radio', { name: /^30 元/ })).toBeChecked();
  const [cashier] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: '立即充值' }).click(),
  ]);
  await cashier.waitForURL(/\/userapi\/pay\/cashier\//);
  await expect(cashier.getByRole('heading', { name: '¥30.00' })).toBeVisible();
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await expect(page.getByText('支付成功').first()).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});
