import { solveChallenge } from 'altcha-lib/v1';
import type { ServerConfig } from '../../src/config';
import type { ThrottleRules } from '../../src/security/throttle-rules';
import { logCapture } from './log-capture';
import { prep } from '../db/sql';
import { signedHeaders, startServer, type TestServer } from '../user/helpers';

/**
 * Issue 44, attacks 2 and 7 (docs/userapi.md, "Throttling"): nobody can lock someone else out of signing in
 * or out of SMS. Hard limits count one client network only; what strangers add up on an account, a phone or
 * the whole service asks for a solved proof-of-work challenge (retcode 1014) instead of refusing.
 */
jest.setTimeout(60_000);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const RULES: ThrottleRules = {
  passwordPhoneNet: [{ max: 5, windowMs: MINUTE }],
  passwordIp: [{ max: 20, windowMs: MINUTE }],
  passwordAccount: { free: 5, windowMs: DAY },
  codeIp: [{ max: 10, windowMs: MINUTE }],
  codeAccount: { free: 5, windowMs: DAY },
  smsIp: [{ max: 5, windowMs: MINUTE }],
  smsPhoneFree: { free: 3, windowMs: 60 * MINUTE },
  smsNetFree: { free: 3, windowMs: 60 * MINUTE },
  smsPrefixFree: { free: 30, windowMs: 60 * MINUTE },
  smsDailyCeiling: 37,
  challengeMaxNumber: 2000,
  ticketIp: [{ max: 10, windowMs: MINUTE }],
};
const OWNER = '13800000001';
const PASSWORD = 'Jincheng123';

interface Reply {
  status: number;
  cookie: string | null;
  body: { retcode: number; retmsg: string; data: Record<string, unknown> | null };
}

async function post(server: TestServer, url: string, body: object, ip: string, cookie?: string) {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: {
      ...signedHeaders(),
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  return {
    status: res.status,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
    body: (await res.json()) as Reply['body'],
  } satisfies Reply;
}

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** What the browser does with a 1014 answer: find the number and send back the base64 payload. */
async function solve(answer: Reply): Promise<string> {
  expect(answer.body.retcode).toBe(1014);
  const c = (answer.body.data as { challenge: Challenge }).challenge;
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('challenge not solvable');
  const payload = {
    algorithm: c.algorithm,
    challenge: c.challenge,
    number: solution.number,
    salt: c.salt,
    signature: c.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

const start = (config: Partial<ServerConfig> = {}, options = {}) =>
  startServer('development', { config: { throttle: RULES, ...config }, ...options });

describe('attack 2: wrong passwords from other networks', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(() => server.close());
  const pwd = (phone: string, password: string, ip: string, extra: object = {}, cookie?: string) =>
    post(server, '/userapi/login/user/pwd', { phone, pwd: password, ...extra }, ip, cookie);

  it('5 wrong guesses from 5 addresses do not refuse the owner: the right password with a solved challenge signs in', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await pwd(OWNER, 'wrong', `198.51.100.${i}`)).body.retcode).toBe(1001);
    // Before: 429 for 58 s. Now the owner's browser is asked for a challenge, with no wait.
    const asked = await pwd(OWNER, PASSWORD, '203.0.113.50');
    expect(asked.status).toBe(403);
    expect(asked.body.retmsg).toBe('请完成安全验证后继续');
    const altcha = await solve(asked);
    const signedIn = await pwd(OWNER, PASSWORD, '203.0.113.50', { altcha });
    expect(signedIn.body.retcode).toBe(200);
    expect(signedIn.body.data).toHaveProperty('token');
  });

  it('10 (and 60) wrong guesses from as many networks still let the owner in, IPv6 counted per /64', async () => {
    for (let i = 0; i < 10; i += 1) await pwd(OWNER, 'wrong', `198.51.100.${i}`);
    // Past the account's five, the guesses need work too: each strange network must solve one per try.
    for (let i = 0; i < 50; i += 1) {
      const guess = await pwd(OWNER, 'wrong', `2001:db8:${i}::1`);
      expect(guess.body.retcode).toBe(1014);
    }
    const asked = await pwd(OWNER, PASSWORD, '2001:db8:ffff:1::9');
    expect(
      (await pwd(OWNER, PASSWORD, '2001:db8:ffff:1::9', { altcha: await solve(asked) })).body.retcode,
    ).toBe(200);
  });

  it('a device that signed in before is trusted: it skips the challenge, for its own account only', async () => {
    const first = await pwd(OWNER, PASSWORD, '203.0.113.60');
    expect(first.body.retcode).toBe(200);
    expect(first.cookie).toMatch(/^jc_device=/);
    for (let i = 0; i < 8; i += 1) await pwd(OWNER, 'wrong', `198.51.100.${i}`);
    expect((await pwd(OWNER, PASSWORD, '203.0.113.61', {}, first.cookie ?? '')).body.retcode).toBe(200);
    // The cookie of one account does not vouch for another, nor does a forged one.
    for (let i = 0; i < 6; i += 1) await pwd('13800000002', 'wrong', `198.51.100.${i}`);
    expect((await pwd('13800000002', PASSWORD, '203.0.113.61', {}, first.cookie ?? '')).body.retcode).toBe(
      1014,
    );
    const forged = (first.cookie ?? '').replace(/^jc_device=\d+/, 'jc_device=10002');
    expect((await pwd('13800000002', PASSWORD, '203.0.113.61', {}, forged)).body.retcode).toBe(1014);
  });

  it('a solution passes once, only for its own kind of call, and a wrong one is answered with a new challenge', async () => {
    for (let i = 0; i < 5; i += 1) await pwd(OWNER, 'wrong', `198.51.100.${i}`);
    const altcha = await solve(await pwd(OWNER, PASSWORD, '203.0.113.70'));
    expect((await pwd(OWNER, PASSWORD, '203.0.113.70', { altcha })).body.retcode).toBe(200);
    const replayed = await pwd(OWNER, PASSWORD, '203.0.113.71', { altcha });
    expect(replayed.body).toMatchObject({ retcode: 1014, retmsg: '安全验证未通过，请重试' });
    expect(replayed.body.data).toHaveProperty('challenge.signature');
    const bogus = Buffer.from('{"number":1}').toString('base64');
    expect((await pwd(OWNER, PASSWORD, '203.0.113.72', { altcha: bogus })).body.retcode).toBe(1014);
  });

  it('keeps the per-network throttle: one network guessing one account is refused (429) after 5, others are not', async () => {
    for (let i = 0; i < 5; i += 1) expect((await pwd(OWNER, 'wrong', '192.0.2.9')).body.retcode).toBe(1001);
    expect((await pwd(OWNER, PASSWORD, '192.0.2.9')).status).toBe(429);
    // The same /64 is one network; another network is not refused.
    const other = await pwd(OWNER, PASSWORD, '192.0.2.10');
    expect(other.status).toBe(403);
    expect((await pwd(OWNER, PASSWORD, '192.0.2.10', { altcha: await solve(other) })).body.retcode).toBe(200);
  });
});

/** The code the SMS stand-in delivered last to `phone` (the development outbox). */
async function outbox(server: TestServer, phone: string): Promise<string> {
  const res = await fetch(`${server.base}/__dev/sms/${phone}`);
  return ((await res.json()) as { code: string }).code;
}

/** The 60 s resend gap has passed for `phone` (the spec's rule still applies in between). */
const afterGap = (server: TestServer, phone: string) =>
  prep(server.db, 'UPDATE sms_codes SET created_at = created_at - 61000 WHERE phone = ?').run(phone);

describe('attack 2: wrong SMS codes and sends by strangers', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(() => server.close());
  const send = (phone: string, ip: string, extra: object = {}) =>
    post(server, '/userapi/msm/send', { phone, ...extra }, ip);
  const byCode = (phone: string, code: string, ip: string, extra: object = {}) =>
    post(server, '/userapi/login/user/code', { phone, code, ...extra }, ip);

  it('a code killed by 5 wrong guesses from 5 addresses: the owner gets a new one and signs in with it', async () => {
    const phone = '13700000021';
    expect((await send(phone, '203.0.113.80')).body.retcode).toBe(200);
    const killed = await outbox(server, phone);
    const wrong = killed === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect((await byCode(phone, wrong, `198.51.100.${i}`)).body.retcode).toBe(1002);
    // The code is dead (spec: 5 tries), the owner asks again after the 60 s gap and is not refused.
    await afterGap(server, phone);
    expect((await send(phone, '203.0.113.80')).body.retcode).toBe(200);
    const fresh = await outbox(server, phone);
    // The phone's code has had 5 wrong tries: a try now needs a challenge, which the owner's browser solves.
    const asked = await byCode(phone, fresh, '203.0.113.80');
    expect(asked.body.retcode).toBe(1014);
    expect((await byCode(phone, fresh, '203.0.113.80', { altcha: await solve(asked) })).body.retcode).toBe(
      200,
    );
  });

  it("strangers filling the phone's sends do not refuse the owner a code: past 3 a send needs a challenge", async () => {
    const phone = '13700000022';
    for (let i = 0; i < 5; i += 1) {
      const sent = await send(phone, `198.51.100.${i}`);
      if (sent.body.retcode === 1014)
        expect((await send(phone, `198.51.100.${i}`, { altcha: await solve(sent) })).body.retcode).toBe(200);
      else expect(sent.body.retcode).toBe(200);
      await afterGap(server, phone);
    }
    // Before: 429 for an hour (5 sends per phone per hour). Now: a challenge, then the code.
    const asked = await send(phone, '203.0.113.81');
    expect(asked.status).toBe(403);
    const sent = await send(phone, '203.0.113.81', { altcha: await solve(asked) });
    expect(sent.body.retcode).toBe(200);
    // A solution for a send does not pass a sign-in, and the 60 s gap still holds.
    const code = await outbox(server, phone);
    const again = await send(phone, '203.0.113.82');
    expect(again.body.retcode).toBe(1014);
    const wrongScope = await solve(again);
    for (let i = 0; i < 6; i += 1) await byCode(phone, '999999', `192.0.2.${i}`);
    expect((await byCode(phone, code, '203.0.113.81', { altcha: wrongScope })).body).toMatchObject({
      retcode: 1014,
      retmsg: '安全验证未通过，请重试',
    });
  });
});

describe('SMS budgets per number prefix', () => {
  it("a script walking one number range gets a challenge past the prefix's free sends, whatever its addresses", async () => {
    const server = await start({ throttle: { ...RULES, smsPrefixFree: { free: 4, windowMs: 60 * MINUTE } } });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(
          (await post(server, '/userapi/msm/send', { phone: `1370001000${i}` }, `198.18.0.${i}`)).body
            .retcode,
        );
      expect(answers).toEqual([200, 200, 200, 200, 1014, 1014]);
      // Another range is not affected.
      expect(
        (await post(server, '/userapi/msm/send', { phone: '13700020000' }, '198.18.0.9')).body.retcode,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('attack 7: the SMS daily ceiling is no kill switch', () => {
  it('past the ceiling every send needs a challenge, one alert is logged, and nobody is refused', async () => {
    const log = logCapture();
    const server = await start({}, { logStream: log.stream });
    try {
      const answers: number[] = [];
      // 37 sends from 8 /64s and 37 phones in different prefixes fill the ceiling (3 free per network an
      // hour: the rest of each network's sends solve a challenge, as a script would).
      for (let i = 0; i < 37; i += 1) {
        const phone = `13${String(i).padStart(2, '0')}0000${String(i).padStart(3, '0')}`.slice(0, 11);
        const ip = `2001:db8:${i % 8}::${i + 1}`;
        let sent = await post(server, '/userapi/msm/send', { phone }, ip);
        if (sent.body.retcode === 1014)
          sent = await post(server, '/userapi/msm/send', { phone, altcha: await solve(sent) }, ip);
        answers.push(sent.body.retcode);
        if (i % 5 === 4)
          await prep(server.db, "UPDATE throttle_hits SET expires_at = 0 WHERE key LIKE 'sms-ip-%'").run();
      }
      expect(answers.every((code) => code === 200)).toBe(true);
      // Before: everyone refused (429) for 24 h. Now a new visitor's first send asks for a challenge…
      const phone = '15912345678';
      const asked = await post(server, '/userapi/msm/send', { phone }, '203.0.113.90');
      expect(asked.status).toBe(403);
      // …and goes out once solved.
      const sent = await post(
        server,
        '/userapi/msm/send',
        { phone, altcha: await solve(asked) },
        '203.0.113.90',
      );
      expect(sent.body.retcode).toBe(200);
      await post(server, '/userapi/msm/send', { phone: '15912345679' }, '203.0.113.91');
      const alerts = log.entries().filter((e) => e.event === 'sms-ceiling');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ level: 50, ceiling: 37 });
    } finally {
      await server.close();
    }
  });
});
