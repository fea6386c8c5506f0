import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { hashPassword } from '../../src/user/passwords';
import { createTokenStore } from '../../src/user/tokens';
import { createUsersRepo } from '../../src/user/users-repo';
import { call, loginToken, startServer, type TestServer } from './helpers';

/**
 * Issue 44: there was no password change and no 退出所有设备, so a password that leaked (or the one `npm run
 * ops` printed) stayed good and a stolen session lived its 7 days. base/update/password and
 * login/user/logoutAll (docs/userapi.md, "Password change and sign out everywhere").
 */
let server: TestServer;
let phoneSeq = 0;

/** A fresh account with a password (and, like an operator made by `npm run ops`, maybe one to change). */
async function account(password = 'Start1234', mustChange = false) {
  phoneSeq += 1;
  const phone = `1370000${String(phoneSeq).padStart(4, '0')}`;
  const users = createUsersRepo(server.db);
  const id = await users.create({
    phone,
    userName: `测试${phoneSeq}`,
    passwordHash: await hashPassword(password),
    passwordChangeRequired: mustChange,
  });
  return { id, phone, password };
}

const info = (token: string) => call(server, '/userapi/base/info', {}, { token, as: 'none' });

describe('without throttling', () => {
  beforeAll(async () => {
    server = await startServer('production');
  });
  afterAll(() => server.close());

  it('changes the password: every session ends, this device gets a new token, the old password stops', async () => {
    const { id, phone, password } = await account('Start1234', true);
    const here = await loginToken(server, phone, password);
    const elsewhere = await loginToken(server, phone, password);

    const answer = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: password, pwd: 'Fresh5678' },
      { token: here },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.retmsg).toBe('密码已修改，其他设备已退出登录');
    const fresh = answer.body.data?.token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(answer.body.data?.userId).toBe(String(id));

    expect((await info(fresh)).body.retcode).toBe(200);
    expect((await info(here)).body.retcode).toBe(1000);
    expect((await info(elsewhere)).body.retcode).toBe(1000);
    const old = await call(server, '/userapi/login/user/pwd', { phone, pwd: password });
    expect(old.body.retcode).toBe(1001);
    expect(await loginToken(server, phone, 'Fresh5678')).toEqual(expect.any(String));
    // The password handed out by `npm run ops` is replaced by one the person chose.
    expect((await createUsersRepo(server.db).findById(id))?.passwordChangeRequired).toBe(false);
  });

  it('refuses a wrong current password, the same password and a weak one, in Chinese, changing nothing', async () => {
    const { phone, password } = await account();
    const token = await loginToken(server, phone, password);
    const wrong = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: 'Nope12345', pwd: 'Fresh5678' },
      { token },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { retcode: 1031, retmsg: '当前密码不正确，请重新输入' },
    });
    const same = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: password, pwd: password },
      { token },
    );
    expect(same.body).toMatchObject({ retcode: 1032, retmsg: '新密码不能与当前密码相同，请换一个' });
    for (const weak of ['abc', 'onlyletters', '12345678', 'has space1', 'x'.repeat(19) + '12'])
      expect(
        (await call(server, '/userapi/base/update/password', { oldPwd: password, pwd: weak }, { token }))
          .status,
      ).toBe(400);
    // Nothing changed: the session lives and the password still signs in.
    expect((await info(token)).body.retcode).toBe(200);
    expect(await loginToken(server, phone, password)).toEqual(expect.any(String));
  });

  it('needs a live session', async () => {
    const answer = await call(server, '/userapi/base/update/password', {
      oldPwd: 'Start1234',
      pwd: 'Fresh5678',
    });
    expect(answer.body.retcode).toBe(1000);
    expect((await call(server, '/userapi/login/user/logoutAll', {}, { as: 'none' })).body.retcode).toBe(1000);
  });

  it('an account without a password is told how to set one', async () => {
    const users = createUsersRepo(server.db);
    const id = await users.create({ phone: '13799990001', userName: '无密码' });
    const { token } = await createTokenStore(server.db).issue(id);
    const answer = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: 'x', pwd: 'Fresh5678' },
      { token },
    );
    expect(answer.body).toMatchObject({ retcode: 1033 });
    expect(answer.body.retmsg).toContain('忘记密码');
  });

  it('退出所有设备 ends every session of the account, this one included, and no other account’s', async () => {
    const a = await account();
    const b = await account();
    const tokens = [
      await loginToken(server, a.phone, a.password),
      await loginToken(server, a.phone, a.password),
      await loginToken(server, a.phone, a.password),
    ];
    const other = await loginToken(server, b.phone, b.password);
    const answer = await call(server, '/userapi/login/user/logoutAll', {}, { token: tokens[0], as: 'none' });
    expect(answer.body).toEqual({ retcode: 200, retmsg: '已在所有设备退出登录', data: { sessions: 3 } });
    for (const token of tokens) expect((await info(token)).body.retcode).toBe(1000);
    expect((await info(other)).body.retcode).toBe(200);
  });
});

describe('with the production throttle', () => {
  beforeAll(async () => {
    server = await startServer('production', { config: { throttle: DEFAULT_THROTTLE } });
  });
  afterAll(() => server.close());

  it('a stolen session cannot guess the current password: 5 wrong tries, then even the right one waits', async () => {
    const { phone, password } = await account();
    const token = await loginToken(server, phone, password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call(
        server,
        '/userapi/base/update/password',
        { oldPwd: `Guess${i}000`, pwd: 'Fresh5678' },
        { token },
      );
      expect(wrong.body.retcode).toBe(1031);
    }
    const sixth = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: password, pwd: 'Fresh5678' },
      { token },
    );
    expect(sixth).toMatchObject({ status: 429, body: { retcode: 1006 } });
    expect(sixth.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/);
    // Another account on the same network is not held up by it.
    const other = await account();
    const otherToken = await loginToken(server, other.phone, other.password);
    const ok = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: other.password, pwd: 'Fresh5678' },
      { token: otherToken },
    );
    expect(ok.body.retcode).toBe(200);
  });
});
