import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storageKey } from '@jincheng/shared/core';
import { signedHeaders } from './signed-headers';

export { signedHeaders };

/** A token for one of the demo accounts (README), signed in through the real API. */
export async function demoToken(request: APIRequestContext, phone = '13800000002'): Promise<string> {
  const response = await request.post('/userapi/login/user/pwd', {
    headers: signedHeaders(),
    data: { phone, pwd: 'Jincheng123' },
  });
  const body = (await response.json()) as { retcode: number; data: { token: string } };
  expect(body.retcode).toBe(200);
  return body.data.token;
}

/** Signs the page in without the login dialog: the token goes where the shared storage helper keeps it. */
export async function signInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [storageKey('Admin-Token'), token],
  );
}

/**
 * Presses the login dialog's 登录 and waits for the reload that follows 登录成功 (spec §4: the page reloads
 * half a second later). A test that goes on before it acts on a page that is about to be replaced: an open
 * dialog vanishes, a click lands on nothing.
 */
export async function submitLogin(page: Page, dialog: Locator): Promise<void> {
  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await reloaded;
}
