import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
