import { call, startServer, type TestServer } from '../user/helpers';
import { logCapture } from './log-capture';

/**
 * No SMS code, token, ticket, one-time code, cashier key or password in any production log line; every
 * refused sign-in is a line with the masked phone, the IP and the reason.
 */
jest.setTimeout(60_000);

const outboxCode = async (server: TestServer, phone: string) =>
  ((await (await fetch(`${server.base}/__dev/sms/${phone}`)).json()) as { code: string }).code;

const containsWord = (text: string, secret: string) =>
  new RegExp(`(^|[^A-Za-z0-9_-])${secret.replace(/[-]/g, '\\-')}([^A-Za-z0-9_-]|$)`).test(text);

describe('production log (demo switch on, so every secret exists)', () => {
  const log = logCapture();
  let server: TestServer;
  const secrets: string[] = ['Jincheng123'];
  beforeAll(async () => {
    server = await startServer('production', { config: { demo: true }, logStream: log.stream });
  });
  afterAll(() => server.close());

  it('carries none of the secrets the flows handed out', async () => {
    await call(server, '/userapi/msm/send', { phone: '13600000021' });
    const code = await outboxCode(server, '13600000021');
    secrets.push(code);
    await call(server, '/userapi/login/user/code', {
      phone: '13600000021',
      code: code === '000000' ? '111111' : '000000',
    });
    const byCode = await call(server, '/userapi/login/user/code', { phone: '13600000021', code });
    secrets.push(byCode.body.data?.token as string);
    const byPwd = await call(server, '/userapi/login/user/pwd', { phone: '13800000001', pwd: 'Jincheng123' });
    const token = byPwd.body.data?.token as string;
    secrets.push(token);
    const pending = await call(server, '/userapi/login/user/pwd', {
      phone: '13800000003',
      pwd: 'Jincheng123',
    });
    const ticket = pending.body.data?.cancelTicket as string;
    secrets.push(ticket);
    const revoked = await call(server, '/userapi/login/user/cancelLogout', { userId: '10003', ticket });
    secrets.push(revoked.body.data?.token as string);
    // The stand-in page's form carries a token matched against the page's cookie (login CSRF).
    const page = await fetch(`${server.base}/userapi/wechat/authorize?state=%252F`);
    const form = /name="form" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const confirm = await fetch(`${server.base}/userapi/wechat/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
      },
      body: `openId=oJCTY_demo_fan_0001&state=%252F&form=${form}`,
    });
    const wechatCode =
      new URL(confirm.headers.get('location') ?? '', server.base).searchParams.get('code') ?? '';
    secrets.push(wechatCode);
    await call(server, '/userapi/login/user/weChatAuth', { code: wechatCode, type: 2 });
    const order = await call(
      server,
      '/userapi/pay/order/create',
      { amountFen: 600, payMethod: 'wechat', idempotencyKey: 'log-test-order-0001' },
      { token },
    );
    secrets.push(new URL(order.body.data?.cashierUrl as string).searchParams.get('key') ?? '');
    await call(server, '/userapi/login/user/logout', {}, { token, as: 'none' });

    expect(secrets).toHaveLength(8);
    expect(secrets.every((s) => s.length >= 6)).toBe(true);
    const text = log.text();
    for (const secret of secrets) expect(containsWord(text, secret)).toBe(false);
  });

  it('logs each refused sign-in with the masked phone, the IP and the reason', async () => {
    await call(server, '/userapi/login/user/pwd', { phone: '13800000002', pwd: 'wrong-guess-1' });
    await call(server, '/userapi/login/user/forget', {
      phone: '13800000002',
      code: '123456',
      pwd: 'Another2025',
    });
    await call(server, '/userapi/login/user/cancelLogout', { userId: '10003', ticket: 'B'.repeat(43) });
    const refused = log.entries().filter((e) => e.msg === 'sign-in refused');
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          phone: '138****0002',
          ip: '127.0.0.1',
          reason: 'wrong-credentials',
          route: '/userapi/login/user/pwd',
        }),
        expect.objectContaining({ phone: '138****0002', ip: '127.0.0.1', reason: 'code-expired' }),
        expect.objectContaining({ phone: '-', ip: '127.0.0.1', reason: 'cancel-ticket-refused' }),
        expect.objectContaining({ phone: '136****0021', reason: 'wrong-code' }),
      ]),
    );
    expect(refused.every((e) => e.level === 40)).toBe(true);
    expect(log.text()).not.toContain('13800000002');
    expect(log.text()).not.toContain('wrong-guess-1');
  });
});

describe('development log', () => {
  it('prints the SMS code for the developer (the production check above would see one)', async () => {
    const log = logCapture();
    const server = await startServer('development', { logStream: log.stream });
    try {
      await call(server, '/userapi/msm/send', { phone: '13600000022' });
      const code = await outboxCode(server, '13600000022');
      expect(containsWord(log.text(), code)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
