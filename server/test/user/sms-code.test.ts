import { call, loginToken, smsCodeFor, startServer, type TestServer } from './helpers';
import { prep } from '../db/sql';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('msm/send and login/user/code', () => {
  it('sends a code, then signs in (making the account on first use)', async () => {
    const code = await smsCodeFor(server, '13700000001');
    expect(code).toMatch(/^\d{6}$/);
    const answer = await call(
      server,
      '/userapi/login/user/code',
      { phone: '13700000001', code },
      { as: 'form' },
    );
    expect(answer.body).toMatchObject({
      retcode: 200,
      data: { token: expect.any(String), userId: expect.any(String) },
    });
    const again = await call(server, '/userapi/login/user/code', { phone: '13700000001', code });
    expect(again.body).toMatchObject({ retcode: 1003, retmsg: '验证码已失效，请重新获取' });
    // The new account's name is shown to others: nothing of the phone in it.
    const token = (answer.body.data as { token: string }).token;
    const info = await call(server, '/userapi/base/info', {}, { token, as: 'none' });
    const name = (info.body.data as { userName: string }).userName;
    expect(name).toMatch(/^用户[a-z2-9]{6}$/);
    expect(name).not.toContain('0001');
  });

  it('refuses a second send to the same phone within 60 s', async () => {
    await smsCodeFor(server, '13700000002');
    const answer = await call(server, '/userapi/msm/send', { phone: '13700000002' });
    expect(answer.status).toBe(429);
    expect(answer.body.retcode).toBe(1005);
    expect(answer.body.retmsg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
  });

  it('allows a new send once 60 s have passed', async () => {
    await smsCodeFor(server, '13700000003');
    await prep(server.db, 'UPDATE sms_codes SET created_at = created_at - 61000 WHERE phone = ?').run(
      '13700000003',
    );
    const answer = await call(server, '/userapi/msm/send', { phone: '13700000003' });
    expect(answer.body.retcode).toBe(200);
  });

  it('kills a code after 5 wrong tries: the 6th is refused even with the right code', async () => {
    const code = await smsCodeFor(server, '13700000004');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await call(server, '/userapi/login/user/code', { phone: '13700000004', code: wrong });
      expect(answer.body.retcode).toBe(1002);
      messages.push(answer.body.retmsg);
    }
    expect(messages[0]).toBe('验证码错误，还可尝试 4 次');
    expect(messages[4]).toBe('验证码错误，该验证码已失效，请重新获取');
    const sixth = await call(server, '/userapi/login/user/code', { phone: '13700000004', code });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ retcode: 1004, retmsg: '验证码错误次数过多，请重新获取', data: null });
  });

  it('refuses an expired code', async () => {
    const code = await smsCodeFor(server, '13700000005');
    await prep(server.db, 'UPDATE sms_codes SET expires_at = ? WHERE phone = ?').run(
      Date.now() - 1,
      '13700000005',
    );
    const answer = await call(server, '/userapi/login/user/code', { phone: '13700000005', code });
    expect(answer.body.retcode).toBe(1003);
  });
});

describe('login/user/forget', () => {
  it('resets the password with an SMS code and signs in', async () => {
    const code = await smsCodeFor(server, '13800000002');
    const answer = await call(server, '/userapi/login/user/forget', {
      phone: '13800000002',
      code,
      pwd: 'NewPass2025',
    });
    expect(answer.body).toMatchObject({
      retcode: 200,
      retmsg: '密码已重置',
      data: { token: expect.any(String) },
    });
    await expect(loginToken(server, '13800000002', 'NewPass2025')).resolves.toEqual(expect.any(String));
    const old = await call(server, '/userapi/login/user/pwd', { phone: '13800000002', pwd: 'Jincheng123' });
    expect(old.body.retcode).toBe(1001);
  });

  it('refuses a weak new password, and an unregistered phone only once its code is proven', async () => {
    const weak = await call(server, '/userapi/login/user/forget', {
      phone: '13800000002',
      code: '123456',
      pwd: '123456',
    });
    expect(weak).toMatchObject({ status: 400, body: { retmsg: '参数错误：pwd 格式不正确' } });
    const code = await smsCodeFor(server, '13611112222');
    const unknown = await call(server, '/userapi/login/user/forget', {
      phone: '13611112222',
      code,
      pwd: 'abc12345',
    });
    expect(unknown.body).toMatchObject({ retcode: 1001, retmsg: '该手机号未注册' });
  });
});
