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

let freshSeq = 0;

/**
 * A token for a brand-new account (SMS sign-in is sign-up, through the demo run's SMS outbox): balance 0, the
 * name given at sign-up, nothing another spec changed.
 */
export async function freshAccountToken(request: APIRequestContext, prefix = '137'): Promise<string> {
  freshSeq += 1;
  const phone = `${prefix}${String(Date.now()).slice(-6)}${String(freshSeq).padStart(2, '0')}`;
  const sent = await request.post('/userapi/msm/send', { headers: signedHeaders(), data: { phone } });
  expect((await sent.json()).retcode).toBe(200);
  const { code } = (await (await request.get(`/__dev/sms/${phone}`)).json()) as { code: string };
  const login = await request.post('/userapi/login/user/code', {
    headers: signedHeaders(),
    data: { phone, code },
  });
  const body = (await login.json()) as { data: { token: string } };
  return body.data.token;
}
