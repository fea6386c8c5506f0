import { expect, test, type Page } from './support/test';
import { submitLogin } from './support/session';

/** Fills the dialog's password tab (the caller presses 登录). */
async function passwordForm(page: Page, phone: string) {
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号', { exact: true }).fill(phone);
  await dialog.getByLabel('密码', { exact: true }).fill('Jincheng123');
  await dialog.getByRole('checkbox').check();
  return dialog;
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^账户菜单/ });

test('SMS login with the code from the dev outbox', async ({ page, request }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await dialog.getByLabel('手机号', { exact: true }).fill('13900000011');
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const { data } = await (
    await request.get('/__dev/sms/13900000011')
  )
    .json()
    .then((body) => ({ data: body }));
  const code = (data.code ?? data.data?.code) as string;
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('验证码', { exact: true }).fill(code);
  await dialog.getByRole('checkbox').check();
  await submitLogin(page, dialog);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('password login shows the balance in the account menu, and logout signs out', async ({ page }) => {
  await page.goto('/news');
  await submitLogin(page, await passwordForm(page, '13800000001'));
  await expect(accountButton(page)).toBeVisible();
  await accountButton(page).click();
  await expect(page.getByText('余额: 1000')).toBeVisible();
  await expect(page.getByRole('link', { name: '充值' })).toHaveAttribute('href', '/balanceTopUp');
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByText('已退出登录')).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('WeChat-style login returns to the page it started on', async ({ page }) => {
  await page.goto('/match?tab=live');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('button', { name: '微信扫码登录' }).click();
  // The scan signs in too, so the code only appears once the agreement is ticked (spec §2).
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toHaveCount(0);
  // Nor does the same-device link lead anywhere: no address, marked unavailable, a warning when used.
  const locked = page.getByRole('link', { name: /在本机打开授权页/ });
  await expect(locked).toBeDisabled();
  await expect(locked).not.toHaveAttribute('href');
  await locked.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('请同意用户协议和隐私条款')).toBeVisible();
  await page.getByRole('dialog').getByRole('checkbox').check();
  await expect(page.getByRole('img', { name: '微信登录二维码' })).toBeVisible();
  await page.getByRole('link', { name: /在本机打开授权页/ }).click();
  await page.getByRole('button', { name: '确认登录' }).click();
  await expect(page).toHaveURL(/\/match\?tab=live$/);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveTitle('锦城体育 - 足球比分');
});

test('an account in its cancellation period is revoked and signed in', async ({ page }) => {
  await page.goto('/home');
  // An account in its cancellation period is not signed in, so nothing reloads yet.
  const dialog = await passwordForm(page, '13800000003');
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText('该账号处于注销冷静期')).toBeVisible();
  await dialog.getByRole('button', { name: '撤销注销并登录' }).click();
  await expect(accountButton(page)).toBeVisible();
});

test('an expired or forged token leads to logout and the site root', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('jcty_Admin-Token', 'forged-token-that-the-server-never-issued');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/ranking');
  await expect(page.getByText('登录状态已失效，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/(home)?$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jcty_Admin-Token'))).toBeNull();
});

test('the login dialog is keyboard operable: focus moves in, stays in, and returns', async ({ page }) => {
  await page.goto('/home');
  const opener = page.getByRole('button', { name: '登录', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await expect(dialog).toBeVisible();
  // A modal <dialog>: the page behind is inert, so Tab goes round the dialog's controls and the browser's own
  // (the document body when focus has left the page), never to the page.
  const stops: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await dialog.evaluate((node) => {
        const active = document.activeElement;
        if (active && node.contains(active)) return 'dialog';
        return !active || active === document.body ? 'browser' : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
  // Round at least once: out of the dialog and back into it.
  expect(stops.join(' ')).toMatch(/browser dialog/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
