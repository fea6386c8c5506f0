import { prep } from '../db/sql';
import { call, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** What a browser that opened the authorisation page holds: the form's token and its cookie. */
async function openPage(state = '') {
  const page = await fetch(`${server.base}/userapi/wechat/authorize?state=${encodeURIComponent(state)}`);
  const form = /name="form" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { form, cookie };
}

/** Posts the page's form as the browser would from the page itself (same origin, with cookie and token). */
async function confirm(
  openId: string,
  state: string,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const { form, cookie } = await openPage(state);
  return fetch(`${server.base}/userapi/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie,
      origin: server.base,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams({ openId, state, form, ...extra }).toString(),
  });
}

describe('WeChat-style sign-in', () => {
  const state = encodeURIComponent('/matchDetail/1/42?tab=live');

  it('shows the stand-in authorisation page without a signature', async () => {
    const res = await fetch(`${server.base}/userapi/wechat/authorize?state=${encodeURIComponent(state)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('确认登录');
    expect(html).toContain('锦城老球迷');
    expect(html).toContain(`value="${state}"`);
  });

  it('confirms, redirects to /loginPage with a one-time code and the state, and the code signs in once', async () => {
    const res = await confirm('oJCTY_demo_fan_0001', state);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '', server.base);
    expect(location.pathname).toBe('/loginPage');
    expect(location.searchParams.get('state')).toBe(state);
    const code = location.searchParams.get('code') ?? '';
    const answer = await call(server, '/userapi/login/user/weChatAuth', { code, type: 2 }, { as: 'form' });
    expect(answer.body).toMatchObject({ retcode: 200, retmsg: '登录成功' });
    expect(answer.body.data).toEqual({
      token: expect.any(String),
      openId: 'oJCTY_demo_fan_0001',
      userId: '10001',
      expiresAt: expect.any(Number),
    });
    const reused = await call(server, '/userapi/login/user/weChatAuth', { code, type: 2 }, { as: 'form' });
    expect(reused.body).toMatchObject({ retcode: 1007, retmsg: '微信授权码无效或已过期，请重新扫码' });
  });

  it('creates an account for a WeChat user seen for the first time', async () => {
    const res = await confirm('oJCTY_demo_new_0002', '');
    const code = new URL(res.headers.get('location') ?? '', server.base).searchParams.get('code') ?? '';
    const answer = await call(server, '/userapi/login/user/weChatAuth', { code, type: '2' });
    expect(answer.body.data).toMatchObject({
      openId: 'oJCTY_demo_new_0002',
      userId: expect.stringMatching(/^100\d\d$/),
    });
    expect(answer.body.data?.userId).not.toBe('10001');
  });

  it('refuses a type other than 2, unknown identities and foreign redirect targets', async () => {
    const wrongType = await call(server, '/userapi/login/user/weChatAuth', { code: 'a'.repeat(32), type: 3 });
    expect(wrongType.status).toBe(400);
    expect((await confirm('oSomeoneElse', state)).status).toBe(400);
    const foreign = await confirm('oJCTY_demo_fan_0001', state, {
      redirect_uri: 'https://evil.example/loginPage',
    });
    expect(foreign.status).toBe(400);
    const local = await confirm('oJCTY_demo_fan_0001', state, {
      redirect_uri: 'http://localhost:3000/loginPage',
    });
    expect(local.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/loginPage\?code=/);
  });
});

describe('the stand-in page refuses cross-site posts (login CSRF)', () => {
  const state = encodeURIComponent('/home');
  const crossSite = '该授权请求来自其他网站，已拒绝。请回到锦城体育的登录窗口重新扫码或打开授权页';
  const expired = '授权页已失效，请回到锦城体育的登录窗口重新打开授权页';

  // Number(): PostgreSQL answers COUNT(*) as a bigint string.
  const codesIssued = async () =>
    Number(((await prep(server.db, 'SELECT COUNT(*) AS n FROM wechat_codes').get()) as { n: unknown }).n);

  it('sets a SameSite=Strict, HttpOnly cookie with the page and puts its token in the form', async () => {
    const page = await fetch(`${server.base}/userapi/wechat/authorize?state=${state}`);
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^jc_wx_form=[A-Za-z0-9_-]{32};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/userapi\/wechat/);
    expect(await page.text()).toContain(
      `name="form" value="${cookie.slice('jc_wx_form='.length, cookie.indexOf(';'))}"`,
    );
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['another Origin (an older browser)', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
    ['Origin: null from a sandboxed frame', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
  ])('refuses a form posted from another site (%s) with 403, issuing no code', async (_label, headers) => {
    const before = await codesIssued();
    // The other site's page posts a form of its own: a browser would send the visitor's cookie only if
    // SameSite allowed it, so this is the strongest case — the cookie and token are even right.
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    const { form, cookie } = await openPage(state);
    const res = await fetch(`${server.base}/userapi/wechat/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...sent },
      body: new URLSearchParams({ openId: 'oJCTY_demo_new_0002', state, form }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.json()).toEqual({ retcode: 403, retmsg: crossSite, data: null });
    expect(await codesIssued()).toBe(before);
  });

  it('refuses a post without the page’s token or cookie (a browser that sends neither header)', async () => {
    const before = await codesIssued();
    const { form, cookie } = await openPage(state);
    const post = (body: Record<string, string>, headers: Record<string, string>) =>
      fetch(`${server.base}/userapi/wechat/authorize`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ openId: 'oJCTY_demo_new_0002', state, ...body }).toString(),
      });
    for (const res of [
      await post({}, {}),
      await post({ form }, {}),
      await post({}, { cookie }),
      await post({ form: 'x'.repeat(32) }, { cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ retcode: 403, retmsg: expired, data: null });
    }
    expect(await codesIssued()).toBe(before);
    // The same browser posting its own page's form goes through: Chromium sends `Origin: null` with it, as
    // the page's Referrer-Policy is no-referrer, and Sec-Fetch-Site: same-origin.
    const fromPage = await post({ form }, { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(fromPage.status).toBe(302);
    expect(await codesIssued()).toBe(before + 1);
    // And so does an older browser's, which sends neither header.
    const own = await post({ form }, { cookie });
    expect(own.status).toBe(302);
    expect(await codesIssued()).toBe(before + 2);
  });
});

describe('unsigned pages', () => {
  it.each(['user-agreement.html', 'privacy.html'])('serves /legal/%s', async (page) => {
    const res = await fetch(`${server.base}/legal/${page}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/<h1>锦城体育(用户协议|隐私政策)<\/h1>/);
    // The shared stylesheet (legal.css) is inlined under this response's style nonce, not left as a marker.
    expect(html).toMatch(/<style nonce="[^"]+">\n {2}body \{ margin: 0;/);
    expect(html).not.toMatch(/legal\.css|__CSP_NONCE__/);
    expect((await fetch(`${server.base}/legal/secret.html`)).status).toBe(404);
  });

  it('reads the SMS outbox in development', async () => {
    await call(server, '/userapi/msm/send', { phone: '13600000001' });
    const res = await fetch(`${server.base}/__dev/sms/13600000001`);
    expect(await res.json()).toEqual({ code: expect.stringMatching(/^\d{6}$/) });
    expect((await fetch(`${server.base}/__dev/sms/13600000002`)).status).toBe(404);
  });
});
