import { call, loginToken, startServer, type TestServer } from './helpers';

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
  const device = 'pc_device-of-owner';

  it('answers a login with logoutTime and userId instead of a token', async () => {
    const answer = await call(
      server,
      '/userapi/login/user/pwd',
      { phone: '13800000003', pwd: 'Jincheng123' },
      { equipment: device },
    );
    expect(answer.body.retcode).toBe(200);
    expect(answer.body.data).toEqual({ logoutTime: expect.any(Number), userId: '10003' });
    expect(answer.body.data?.logoutTime as number).toBeGreaterThan(Date.now());
  });

  it('refuses a revoke from a device that did not sign in, and for an active account', async () => {
    const stranger = await call(
      server,
      '/userapi/login/user/cancelLogout',
      { userId: '10003' },
      { equipment: 'pc_other' },
    );
    expect(stranger).toMatchObject({ status: 403, body: { retcode: 1008 } });
    const active = await call(
      server,
      '/userapi/login/user/cancelLogout',
      { userId: '10001' },
      { equipment: device },
    );
    expect(active.body.retcode).toBe(1008);
  });

  it('revokes the cancellation with the userId and returns a token that works', async () => {
    const answer = await call(
      server,
      '/userapi/login/user/cancelLogout',
      { userId: '10003' },
      { equipment: device, as: 'form' },
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
    await expect(loginToken(server, '13800000003')).resolves.toEqual(expect.any(String));
  });

  it('refuses to sign in an account whose cancellation became final', async () => {
    server.db.prepare('UPDATE users SET cancel_at = ? WHERE phone = ?').run(Date.now() - 1, '13800000003');
    const answer = await call(server, '/userapi/login/user/pwd', {
      phone: '13800000003',
      pwd: 'Jincheng123',
    });
    expect(answer.body).toMatchObject({ retcode: 1009, retmsg: '该账号已注销' });
  });
});
