import { call, loginToken, smsCodeFor, startServer, type TestServer } from '../user/helpers';
import { prep } from '../db/sql';

/** Sessions end when they should: logout, password reset, a new sign-in on the same device. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const info = (token: string) => call(server, '/userapi/base/info', {}, { token, as: 'none' });

describe('login/user/logout', () => {
  it('revokes the token at once; the next call with it answers 1000', async () => {
    const token = await loginToken(server, '13800000001');
    expect((await info(token)).body.retcode).toBe(200);
    const out = await call(server, '/userapi/login/user/logout', {}, { token, as: 'none' });
    expect(out).toMatchObject({ status: 200, body: { retcode: 200, retmsg: '已退出登录' } });
    expect(await info(token)).toMatchObject({ status: 401, body: { retcode: 1000 } });
  });

  it('answers 200 without a token or with a dead one, so 退出登录 never fails', async () => {
    expect((await call(server, '/userapi/login/user/logout', {}, { as: 'none' })).body.retcode).toBe(200);
    const dead = await call(server, '/userapi/login/user/logout', {}, { token: 'forged', as: 'none' });
    expect(dead.body.retcode).toBe(200);
  });

  it('ends only that session', async () => {
    const phone = await loginToken(server, '13800000001');
    const laptop = await loginToken(server, '13800000001');
    await call(server, '/userapi/login/user/logout', {}, { token: laptop, as: 'none' });
    expect((await info(phone)).body.retcode).toBe(200);
  });
});

describe('password reset', () => {
  it('revokes every session of the user, and the reset answer is the only live one', async () => {
    const first = await loginToken(server, '13800000002');
    const second = await loginToken(server, '13800000002');
    const code = await smsCodeFor(server, '13800000002');
    const reset = await call(server, '/userapi/login/user/forget', {
      phone: '13800000002',
      code,
      pwd: 'Reset2025x',
    });
    expect(reset.body.retcode).toBe(200);
    expect((await info(first)).body.retcode).toBe(1000);
    expect((await info(second)).body.retcode).toBe(1000);
    expect((await info(reset.body.data?.token as string)).body.retcode).toBe(200);
  });
});

describe('token rotation and storage', () => {
  it('ends the token a device presented when it signs in again', async () => {
    const old = await loginToken(server, '13800000001');
    const again = await call(
      server,
      '/userapi/login/user/pwd',
      { phone: '13800000001', pwd: 'Jincheng123' },
      { token: old },
    );
    const fresh = again.body.data?.token as string;
    expect(fresh).not.toBe(old);
    expect((await info(old)).body.retcode).toBe(1000);
    expect((await info(fresh)).body.retcode).toBe(200);
  });

  it('stores tokens only hashed', async () => {
    const token = await loginToken(server, '13800000001');
    const rows = (await prep(server.db, 'SELECT token_hash FROM user_tokens').all()) as {
      token_hash: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});
