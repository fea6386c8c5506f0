import { call, loginToken, startServer, type TestServer } from './helpers';
import { prep } from '../db/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('login/user/pwd', () => {
  it('signs a demo account in, from JSON or multipart form', async () => {
    for (const as of ['json', 'form'] as const) {
      const answer = await call(
        server,
        '/userapi/login/user/pwd',
        { phone: '13800000001', pwd: 'Jincheng123' },
        { as },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ retcode: 200, retmsg: '登录成功' });
      expect(answer.body.data).toEqual({
        token: expect.any(String),
        userId: '10001',
        expiresAt: expect.any(Number),
      });
    }
  });

  it('refuses a wrong password and an unknown phone alike', async () => {
    const wrong = await call(server, '/userapi/login/user/pwd', { phone: '13800000001', pwd: 'nope' });
    const unknown = await call(server, '/userapi/login/user/pwd', { phone: '13999999999', pwd: 'nope' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ retcode: 1001, retmsg: '手机号或密码错误', data: null });
    }
  });

  it('refuses a malformed phone number', async () => {
    const answer = await call(server, '/userapi/login/user/pwd', { phone: '12345', pwd: 'x' });
    expect(answer).toMatchObject({
      status: 400,
      body: { retcode: 400, retmsg: '参数错误：phone 格式不正确' },
    });
  });
});

describe('cancellation period and login/user/cancelLogout', () => {
  let ticket = '';

  it('answers a login with logoutTime, userId and a one-time cancel ticket instead of a token', async () => {
    const answer = await call(server, '/userapi/login/user/pwd', {
      phone: '13800000003',
      pwd: 'Jincheng123',
    });
    expect(answer.body.retcode).toBe(200);
    expect(answer.body.data).toEqual({
      logoutTime: expect.any(Number),
      userId: '10003',
      cancelTicket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(answer.body.data?.logoutTime as number).toBeGreaterThan(Date.now());
    ticket = answer.body.data?.cancelTicket as string;
  });

  it('refuses a revoke without the ticket, with a made-up one, for another user, or for an active account', async () => {
    const bare = await call(server, '/userapi/login/user/cancelLogout', { userId: '10003' });
    expect(bare).toMatchObject({ status: 400, body: { retcode: 400 } });
    // The equipment header is a public id: the same device id without the ticket gets nothing.
    const guessed = await call(server, '/userapi/login/user/cancelLogout', {
      userId: '10003',
      ticket: 'A'.repeat(43),
    });
    expect(guessed).toMatchObject({ status: 403, body: { retcode: 1008 } });
    const otherUser = await call(server, '/userapi/login/user/cancelLogout', { userId: '10001', ticket });
    expect(otherUser.body.retcode).toBe(1008);
  });

  it('revokes the cancellation with the userId and ticket and returns a token that works, once', async () => {
    const answer = await call(
      server,
      '/userapi/login/user/cancelLogout',
      { userId: '10003', ticket },
      { as: 'form', equipment: 'pc_any-other-device' },
    );
    expect(answer.body).toMatchObject({
      retcode: 200,
      retmsg: '已撤销注销',
      data: { token: expect.any(String), userId: '10003' },
    });
    const info = await call(
      server,
      '/userapi/base/info',
      {},
      { token: answer.body.data?.token as string, as: 'none' },
    );
    expect(info.body.data).toMatchObject({ userId: '10003', userName: '暂别球场' });
    const again = await call(server, '/userapi/login/user/cancelLogout', { userId: '10003', ticket });
    expect(again.body.retcode).toBe(1008);
    await expect(loginToken(server, '13800000003')).resolves.toEqual(expect.any(String));
  });

  it('refuses to sign in an account whose cancellation became final', async () => {
    await prep(server.db, 'UPDATE users SET cancel_at = ? WHERE phone = ?').run(
      Date.now() - 1,
      '13800000003',
    );
    const answer = await call(server, '/userapi/login/user/pwd', {
      phone: '13800000003',
      pwd: 'Jincheng123',
    });
    expect(answer.body).toMatchObject({ retcode: 1009, retmsg: '该账号已注销' });
  });
});
