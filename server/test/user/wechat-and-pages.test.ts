import { call, startServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function confirm(openId: string, state: string, extra: Record<string, string> = {}) {
  return fetch(`${server.base}/userapi/wechat/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ openId, state, ...extra }).toString(),
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
