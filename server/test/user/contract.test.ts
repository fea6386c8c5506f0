import { call, loginToken, startServer, type TestServer } from './helpers';

/** Every /userapi call with the three ways a request is refused before its handler runs. */
const ENDPOINTS: { path: string; missing?: Record<string, unknown>; wrongType?: Record<string, unknown> }[] =
  [
    {
      path: '/userapi/login/user/pwd',
      missing: { phone: '13800000001' },
      wrongType: { phone: { n: 1 }, pwd: 'x' },
    },
    {
      path: '/userapi/login/user/code',
      missing: { phone: '13800000001' },
      wrongType: { phone: '13800000001', code: [1, 2] },
    },
    {
      path: '/userapi/login/user/weChatAuth',
      missing: { type: 2 },
      wrongType: { code: 'abcdefghijklmnopqrst', type: 'two' },
    },
    {
      path: '/userapi/login/user/forget',
      missing: { phone: '13800000001', code: '123456' },
      wrongType: { phone: '13800000001', code: '123456', pwd: { p: 1 } },
    },
    { path: '/userapi/msm/send', missing: {}, wrongType: { phone: { n: 13800000001 } } },
    { path: '/userapi/base/info' },
    { path: '/userapi/base/update/friends', missing: {}, wrongType: { friendIds: { a: '1' } } },
    { path: '/userapi/base/user/acct' },
    { path: '/userapi/login/user/cancelLogout', missing: {}, wrongType: { userId: { id: 1 } } },
    { path: '/userapi/pay/query/state', missing: {}, wrongType: { orderNo: ['a', 'b'] } },
    {
      path: '/userapi/base/update/password',
      missing: { oldPwd: 'Jincheng123' },
      wrongType: { oldPwd: 'Jincheng123', pwd: { p: 1 } },
    },
    { path: '/userapi/login/user/logoutAll' },
  ];

const TOKEN_ENDPOINTS = [
  '/userapi/base/info',
  '/userapi/base/update/friends',
  '/userapi/base/user/acct',
  '/userapi/pay/query/state',
  '/userapi/base/update/password',
  '/userapi/login/user/logoutAll',
];

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await loginToken(server);
});
afterAll(() => server.close());

describe.each(ENDPOINTS)('$path', ({ path, missing, wrongType }) => {
  it('refuses a bad sign', async () => {
    const answer = await call(server, path, {}, { sign: '0'.repeat(32), token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ retcode: 401, retmsg: '签名校验失败', data: null });
  });

  it('refuses a request without the signature headers', async () => {
    const answer = await call(server, path, {}, { unsigned: true });
    expect(answer).toMatchObject({ status: 401, body: { retcode: 401 } });
  });

  it('refuses a timestamp more than 5 minutes off, either way', async () => {
    for (const at of [Date.now() - 6 * 60_000, Date.now() + 6 * 60_000]) {
      const answer = await call(server, path, {}, { at, token });
      expect(answer.status).toBe(401);
      expect(answer.body.retcode).toBe(4011);
      expect(answer.body.retmsg).toContain('时间戳');
    }
  });

  if (missing) {
    it.each(['json', 'form'] as const)(
      'answers a missing field (%s body) with a 400 envelope in Chinese',
      async (as) => {
        const answer = await call(server, path, { ...missing, junk: 'x' }, { token, as });
        expect(answer.status).toBe(400);
        expect(answer.body.retcode).toBe(400);
        expect(answer.body.retmsg).toMatch(/^参数错误：缺少 /);
      },
    );

    it('answers a wrong type with a 400 envelope', async () => {
      const answer = await call(server, path, wrongType, { token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ retcode: 400, retmsg: expect.stringMatching(/^参数错误：/) });
    });
  }

  if (TOKEN_ENDPOINTS.includes(path)) {
    it('answers a forged token with code 1000', async () => {
      const body = path.endsWith('friends')
        ? { friendIds: [] }
        : path.endsWith('state')
          ? { orderNo: 'JC2025000001' }
          : path.endsWith('password')
            ? { oldPwd: 'Jincheng123', pwd: 'Fresh5678' }
            : {};
      const answer = await call(server, path, body, { token: 'forged-token-forged-token-forged-token-xx' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ retcode: 1000, retmsg: '登录状态已失效，请重新登录', data: null });
    });
  }
});

describe('accepts a request within the 5 minute window', () => {
  it('4 minutes off is still fine', async () => {
    const answer = await call(
      server,
      '/userapi/base/user/acct',
      {},
      { token, at: Date.now() - 4 * 60_000, as: 'none' },
    );
    expect(answer.body.retcode).toBe(200);
  });
});
