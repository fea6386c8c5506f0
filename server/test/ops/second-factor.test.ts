import * as OTPAuth from 'otpauth';
import { sql } from 'kysely';
import { createOperators } from '../../src/ops/operators';
import { networkOf, STEP_UP_TTL_MS } from '../../src/ops/operator-gate';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { hashPassword } from '../../src/user/passwords';
import { createUsersRepo } from '../../src/user/users-repo';
import { call, loginToken, startServer, type TestServer } from '../user/helpers';

/**
 * Issue 44, attack 2: an operator's password was the only way into the release console, and the one `npm
 * run ops` prints was permanent. Now (docs/releases.md, "Operator sign-in") the console and /opsapi/releases
 * need the password changed first, then a second factor: a TOTP enrolled once (secret + QR, first code,
 * ten recovery codes) and passed in every session, with wrong codes throttled.
 */
let server: TestServer;
let seq = 0;

async function newOperator() {
  seq += 1;
  const phone = `1360000${String(seq).padStart(4, '0')}`;
  const id = await createUsersRepo(server.db).create({
    phone,
    userName: `运维${seq}`,
    passwordHash: await hashPassword('Handed0ut99'),
    passwordChangeRequired: true,
  });
  await createOperators(server.db).grant(id, 'test');
  return { id, phone, password: 'Handed0ut99' };
}

async function ops(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: object,
  remoteAddress = '127.0.0.1',
) {
  const response = await server.app.inject({
    method,
    url,
    remoteAddress,
    headers: token ? { token } : {},
    ...(payload ? { payload } : {}),
  });
  const body = response.json() as { retcode: number; retmsg: string; data: Record<string, unknown> | null };
  return { status: response.statusCode, body };
}

const totpOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
/** The code of the step `offset` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offset = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + offset * 30_000 });

/** Signs in, changes the handed-out password and enrols: the token (stepped up), the secret, the codes. */
async function enrolled() {
  const op = await newOperator();
  const first = await loginToken(server, op.phone, op.password);
  const changed = await call(
    server,
    '/userapi/base/update/password',
    { oldPwd: op.password, pwd: 'MyOwn2026x' },
    { token: first },
  );
  const token = changed.body.data?.token as string;
  const { body } = await ops('POST', '/opsapi/second-factor/enrol', token);
  const secret = body.data?.secret as string;
  const enrolCode = codeAt(secret, -1);
  const confirm = await ops('POST', '/opsapi/second-factor/confirm', token, { code: enrolCode });
  const recoveryCodes = confirm.body.data?.recoveryCodes as string[];
  return { ...op, password: 'MyOwn2026x', token, secret, enrolCode, recoveryCodes };
}

describe('the console’s steps', () => {
  beforeAll(async () => {
    server = await startServer('production');
  });
  afterAll(() => server.close());

  it('the printed password gets in only to change it; then enrolment; then the console', async () => {
    const op = await newOperator();
    const token = await loginToken(server, op.phone, op.password);

    // Before: the printed password opened the console for good. Now everything but the change is refused.
    const first = await ops('GET', '/opsapi/releases', token);
    expect(first).toMatchObject({ status: 403, body: { retcode: 4031 } });
    expect(first.body.retmsg).toContain('修改初始密码');
    expect((await ops('POST', '/opsapi/second-factor/enrol', token)).body.retcode).toBe(4031);
    expect(
      (await ops('POST', '/opsapi/releases/scores/rollback', token, { reason: '测试回滚' })).body.retcode,
    ).toBe(4031);

    const changed = await call(
      server,
      '/userapi/base/update/password',
      { oldPwd: op.password, pwd: 'MyOwn2026x' },
      { token },
    );
    const fresh = changed.body.data?.token as string;
    expect((await ops('GET', '/opsapi/releases', token)).status).toBe(401);

    const second = await ops('GET', '/opsapi/releases', fresh);
    expect(second).toMatchObject({ status: 403, body: { retcode: 4032 } });
    expect((await ops('GET', '/opsapi/second-factor', fresh)).body.data).toEqual({
      enrolled: false,
      recoveryCodesLeft: 0,
      passed: false,
    });

    const enrol = await ops('POST', '/opsapi/second-factor/enrol', fresh);
    const secret = enrol.body.data?.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.body.data?.uri).toBe(
      `otpauth://totp/${encodeURIComponent('锦城体育')}:${encodeURIComponent('136****' + op.phone.slice(-4))}?issuer=${encodeURIComponent('锦城体育')}&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // A reload shows the same secret until it is confirmed.
    expect((await ops('POST', '/opsapi/second-factor/enrol', fresh)).body.data?.secret).toBe(secret);

    const wrong = await ops('POST', '/opsapi/second-factor/confirm', fresh, { code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { retcode: 4034 } });
    const confirmed = await ops('POST', '/opsapi/second-factor/confirm', fresh, { code: codeAt(secret) });
    expect(confirmed.body.retcode).toBe(200);
    const codes = confirmed.body.data?.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // The session that enrolled is through; enrolling again is refused.
    expect((await ops('GET', '/opsapi/releases', fresh)).status).toBe(200);
    expect((await ops('POST', '/opsapi/second-factor/enrol', fresh)).body.retcode).toBe(4035);
    // Only hashes are stored.
    const stored = await sql<{ code_hash: string }>`SELECT code_hash FROM operator_recovery_codes
      WHERE user_id = ${op.id}`.execute(server.db.qb);
    expect(stored.rows).toHaveLength(10);
    for (const row of stored.rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    }
  });

  it('a new session needs the code; a code works once; a recovery code works once', async () => {
    const op = await enrolled();
    const session = await loginToken(server, op.phone, op.password);
    expect((await ops('GET', '/opsapi/releases', session)).body.retcode).toBe(4033);

    // The code used to enrol is spent: replaying it is refused.
    const replay = await ops('POST', '/opsapi/second-factor/verify', session, { code: op.enrolCode });
    expect(replay.body.retcode).toBe(4034);
    const code = codeAt(op.secret);
    const now = await ops('POST', '/opsapi/second-factor/verify', session, { code });
    expect(now.body).toMatchObject({ retcode: 200, data: { via: 'totp', recoveryCodesLeft: 10 } });
    expect((await ops('GET', '/opsapi/releases', session)).status).toBe(200);
    // The same code in another session: refused (seen over a shoulder, or in a log).
    const other = await loginToken(server, op.phone, op.password);
    expect((await ops('POST', '/opsapi/second-factor/verify', other, { code })).body.retcode).toBe(4034);

    // A recovery code, typed in capitals and without its dash, works once.
    const recovery = (op.recoveryCodes[3] as string).toUpperCase().replace('-', '');
    const used = await ops('POST', '/opsapi/second-factor/verify', other, { code: recovery });
    expect(used.body).toMatchObject({ retcode: 200, data: { via: 'recovery', recoveryCodesLeft: 9 } });
    const third = await loginToken(server, op.phone, op.password);
    expect((await ops('POST', '/opsapi/second-factor/verify', third, { code: recovery })).body.retcode).toBe(
      4034,
    );
  });

  it('the step-up lasts 12 hours of a session, and a fan or a stranger gets nothing', async () => {
    const op = await enrolled();
    expect((await ops('GET', '/opsapi/releases', op.token)).status).toBe(200);
    await server.db.qb
      .updateTable('user_tokens')
      .set({ second_factor_at: Date.now() - STEP_UP_TTL_MS - 1 })
      .where('user_id', '=', op.id)
      .execute();
    expect((await ops('GET', '/opsapi/releases', op.token)).body.retcode).toBe(4033);

    await createUsersRepo(server.db).create({
      phone: '13611119999',
      userName: '球迷',
      passwordHash: await hashPassword('FanPass123'),
    });
    const fanToken = await loginToken(server, '13611119999', 'FanPass123');
    expect((await ops('GET', '/opsapi/releases', fanToken)).status).toBe(403);
    expect((await ops('POST', '/opsapi/second-factor/enrol', fanToken)).status).toBe(403);
    expect((await ops('GET', '/opsapi/releases')).status).toBe(401);
    expect((await ops('POST', '/opsapi/second-factor/verify', undefined, { code: '123456' })).status).toBe(
      401,
    );
  });

  it('signing out everywhere ends the stepped-up sessions too', async () => {
    const op = await enrolled();
    await call(server, '/userapi/login/user/logoutAll', {}, { token: op.token, as: 'none' });
    expect((await ops('GET', '/opsapi/releases', op.token)).status).toBe(401);
  });
});

describe('guessing the code', () => {
  beforeAll(async () => {
    server = await startServer('production', { config: { throttle: DEFAULT_THROTTLE } });
  });
  afterAll(() => server.close());

  it('5 wrong codes from one network hold that network; the owner on another network gets in', async () => {
    const op = await enrolled();
    const attacker = await loginToken(server, op.phone, op.password);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await ops(
        'POST',
        '/opsapi/second-factor/verify',
        attacker,
        { code: `00000${i}` },
        '203.0.113.7',
      );
      expect(wrong.body.retcode).toBe(4034);
    }
    // Even the right code waits on that network now.
    const held = await ops(
      'POST',
      '/opsapi/second-factor/verify',
      attacker,
      { code: codeAt(op.secret) },
      '203.0.113.7',
    );
    expect(held).toMatchObject({ status: 429, body: { retcode: 1006 } });
    expect(held.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/);

    const owner = await loginToken(server, op.phone, op.password);
    const ok = await ops(
      'POST',
      '/opsapi/second-factor/verify',
      owner,
      { code: codeAt(op.secret) },
      '198.51.100.20',
    );
    expect(ok.body.retcode).toBe(200);
  });

  it('30 wrong codes an hour over many networks stop the account’s guessing for the hour', async () => {
    const op = await enrolled();
    const attacker = await loginToken(server, op.phone, op.password);
    for (let i = 0; i < 30; i += 1) {
      const ip = `2001:db8:${i}::${i + 1}`;
      const wrong = await ops('POST', '/opsapi/second-factor/verify', attacker, { code: '999999' }, ip);
      expect(wrong.body.retcode).toBe(4034);
    }
    const more = await ops(
      'POST',
      '/opsapi/second-factor/verify',
      attacker,
      { code: '999998' },
      '2001:db8:ff::1',
    );
    expect(more.body.retcode).toBe(1006);
  });
});

test('networkOf folds IPv6 to its /64 like the throttle', () => {
  expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
  expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(networkOf('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
  expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(networkOf('2001:0db8:0000:0001:1:2:3:4')).toBe('2001:db8:0:1::/64');
});
