import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './support/test';
import { hashPassword } from '../server/src/user/passwords';
import { storageKey } from '@jincheng/shared/core';
import { startServerWithCopy, type TestServer } from './support/server';
import { signedHeaders } from './support/signed-headers';
import { submitLogin } from './support/session';
import { rootOf } from './support/server-render';

/**
 * The product as NODE_ENV=production starts it — the compiled server (server/build), without pay, SMS or WeChat
 * providers: the screens say what is not available instead of failing (充值通道暂未开放, 短信服务暂未开放,
 * 微信登录暂未开放).
 */
test.describe('production profile without providers', () => {
  let server: TestServer;
  const phone = '13912345678';
  const password = 'RealFan2026';
  /** A second account, for the test whose wrong guesses leave it asking for a challenge. */
  const guessedPhone = '13912345679';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startServerWithCopy({ NODE_ENV: 'production' });
    // A real account (production seeds none): one row as sign-up by SMS would have made it, with a password.
    const db = new Database(path.join(server.dataDir, 'jincheng.db'));
    const hash = await hashPassword(password);
    db.prepare(
      "INSERT INTO users (id, phone, user_name, password_hash, created_at) VALUES (30001, ?, '真实球迷', ?, 0)",
    ).run(phone, hash);
    db.prepare('INSERT INTO accounts (user_id, balance, updated_at) VALUES (30001, 0, 0)').run();
    db.prepare(
      "INSERT INTO users (id, phone, user_name, password_hash, created_at) VALUES (30002, ?, '另一位球迷', ?, 0)",
    ).run(guessedPhone, hash);
    db.prepare('INSERT INTO accounts (user_id, balance, updated_at) VALUES (30002, 0, 0)').run();
    db.close();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('the login dialog says SMS and WeChat sign-in are not open, and password sign-in works', async ({
    page,
  }) => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
    await expect(dialog.getByText('短信服务暂未开放，请使用密码登录。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '短信暂未开放' })).toBeDisabled();
    await dialog.getByRole('button', { name: '微信扫码登录' }).click();
    await expect(dialog.getByText('微信登录暂未开放')).toBeVisible();
    await dialog.getByRole('button', { name: '返回账号登录' }).click();
    await dialog.getByRole('tab', { name: '密码登录' }).click();
    await dialog.getByLabel('手机号', { exact: true }).fill(phone);
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    await dialog.getByRole('checkbox').check();
    await submitLogin(page, dialog);
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  });

  test('five wrong passwords from five other networks do not lock the owner out: the browser solves a challenge', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 5; i += 1) {
      const guess = await request.post(`${server.url}/userapi/login/user/pwd`, {
        headers: { ...signedHeaders(), 'x-forwarded-for': `198.51.100.${i + 1}` },
        data: { phone: guessedPhone, pwd: 'guessed-wrong' },
      });
      expect(((await guess.json()) as { retcode: number }).retcode).toBe(1001);
    }
    const answers: number[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/userapi/login/user/pwd'))
        answers.push(((await response.json()) as { retcode: number }).retcode);
    });
    await page.goto(`${server.url}/home`);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
    await dialog.getByRole('tab', { name: '密码登录' }).click();
    await dialog.getByLabel('手机号', { exact: true }).fill(guessedPhone);
    await dialog.getByLabel('密码', { exact: true }).fill(password);
    await dialog.getByRole('checkbox').check();
    await submitLogin(page, dialog);
    await expect(page.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
    // Asked for a challenge (1014), solved in the page, then signed in with it.
    expect(answers).toEqual([1014, 200]);
  });

  test('the top-up screen says 充值通道暂未开放 instead of taking an order', async ({ page, request }) => {
    const login = await request.post(`${server.url}/userapi/login/user/pwd`, {
      headers: signedHeaders(),
      data: { phone, pwd: password },
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [storageKey('Admin-Token'), token],
    );
    await page.goto(`${server.url}/balanceTopUp`);
    await expect(page.getByRole('heading', { name: '充值通道暂未开放' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即充值' })).toHaveCount(0);
    await expect(page.getByTestId('top-up-balance')).toHaveText('0');
  });

  test('it is the compiled server: it answers the API and its render threads render pages without TypeScript', async ({
    request,
  }) => {
    // Started as `npm start` starts it, with no TypeScript loader in reach (support/only-javascript.cjs).
    expect(server.commandLine.join(' ')).toContain('server/build/main.js');
    expect(server.commandLine.join(' ')).not.toMatch(/tsx|\.ts\b/);
    const list = await request.get(`${server.url}/sportapi/articles?kind=news&pageSize=1`);
    expect(list.status()).toBe(200);
    const news = ((await list.json()) as { data: { list: Array<{ id: number }> } }).data.list[0];
    if (!news) throw new Error('the API has no news');
    const article = await request.get(`${server.url}/sportapi/articles/${news.id}`);
    const { title } = ((await article.json()) as { data: { title: string } }).data;
    // The server render has a budget; a cold first render of a route may miss it, the next one is warm.
    await request.get(`${server.url}/news?id=${news.id}`);
    const page = await request.get(`${server.url}/news?id=${news.id}`);
    expect(page.status()).toBe(200);
    expect(page.headers()['x-jc-render']).toBe('server');
    expect(rootOf(await page.text()).text).toContain(title);
  });

  test('the stand-in pages do not exist', async ({ request }) => {
    expect((await request.get(`${server.url}/userapi/wechat/authorize?state=%252F`)).status()).toBe(404);
    expect((await request.get(`${server.url}/__dev/sms/13800000001`)).status()).toBe(404);
  });
});
