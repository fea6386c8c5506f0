import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { prep } from '../db/sql';
import { signedHeaders, startServer, type TestServer } from '../user/helpers';

/**
 * Every throttled action under a parallel burst (docs/userapi.md, "Throttling"): the requests are sent at
 * once, so a throttle that checks its counters before counting lets them all through. With the production
 * limits, on SQLite and (JC_TEST_PG_URL) on PostgreSQL.
 */
jest.setTimeout(120_000);

interface Answer {
  status: number;
  retcode: number;
}

async function post(server: TestServer, url: string, body: object, ip: string): Promise<Answer> {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { ...signedHeaders(), 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { retcode: number };
  return { status: res.status, retcode: json.retcode };
}

const count = (answers: Answer[], retcode: number) => answers.filter((a) => a.retcode === retcode).length;
const burst = (n: number, one: (i: number) => Promise<Answer>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

const hits = async (server: TestServer, key: string): Promise<number> => {
  const row = (await prep(server.db, 'SELECT hits FROM throttle_hits WHERE key = ?').get(key)) as
    { hits: number } | undefined;
  return row?.hits ?? 0;
};

const PHONE_MIN = DEFAULT_THROTTLE.passwordPhoneNet[0]?.max ?? 0;
const IP_MIN = DEFAULT_THROTTLE.passwordIp[0]?.max ?? 0;

describe('a parallel burst against the production limits', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer('development', { config: { throttle: DEFAULT_THROTTLE } });
  });
  afterEach(() => server.close());

  it('checks at most the per-phone-and-network limit of 60 wrong passwords sent at once, and that network is refused the right one', async () => {
    const pwd = (password: string) =>
      post(server, '/userapi/login/user/pwd', { phone: '13800000001', pwd: password }, '203.0.113.10');
    // The right password goes out with the burst, right after the wrong ones.
    const [answers, right] = await Promise.all([burst(60, () => pwd('wrong-password')), pwd('Jincheng123')]);
    const all = [...answers, right];
    const checked = count(all, 1001) + count(all, 200);
    expect(checked).toBeLessThanOrEqual(PHONE_MIN);
    expect(count(all, 1006)).toBe(all.length - checked);
    expect(all.every((a) => a.retcode !== 1006 || a.status === 429)).toBe(true);

    // Once the limit is reached, the right password is refused too…
    expect(await pwd('Jincheng123')).toEqual({ status: 429, retcode: 1006 });
    // …but only the passwords actually tried were counted: the refused ones gave their hits back, so once the
    // minute is over the owner signs in (the burst did not fill the day's limit).
    expect(await hits(server, 'pwd-phone-net-86400000:13800000001@203.0.113.10')).toBe(
      checked - count(all, 200),
    );
    // Only that network: the owner elsewhere signs in now (the account's five wrong tries ask other devices
    // for a challenge; this one signed in in the burst or gets one).
    const elsewhere = await post(
      server,
      '/userapi/login/user/pwd',
      { phone: '13800000001', pwd: 'Jincheng123' },
      '203.0.113.99',
    );
    expect([200, 1014]).toContain(elsewhere.retcode);
    await prep(
      server.db,
      "UPDATE throttle_hits SET expires_at = 0 WHERE key LIKE 'pwd-phone-net-60000:%'",
    ).run();
    expect((await pwd('Jincheng123')).status).not.toBe(429);
  });

  it('checks at most the account’s free wrong passwords sent at once from 40 networks; the rest are asked for a challenge', async () => {
    const answers = await burst(40, (i) =>
      post(
        server,
        '/userapi/login/user/pwd',
        { phone: '13800000002', pwd: 'wrong-password' },
        `198.18.2.${i + 1}`,
      ),
    );
    expect(count(answers, 1001)).toBe(DEFAULT_THROTTLE.passwordAccount.free);
    expect(count(answers, 1014)).toBe(answers.length - DEFAULT_THROTTLE.passwordAccount.free);
    expect(answers.every((a) => a.retcode !== 1014 || a.status === 403)).toBe(true);
  });

  it('checks at most the per-IP limit of wrong passwords for many phones sent at once', async () => {
    const answers = await burst(80, (i) =>
      post(
        server,
        '/userapi/login/user/pwd',
        { phone: `1370000${String(i).padStart(4, '0')}`, pwd: 'wrong-password' },
        '203.0.113.11',
      ),
    );
    expect(count(answers, 1001)).toBeLessThanOrEqual(IP_MIN);
    expect(count(answers, 1001)).toBeGreaterThan(0);
    expect(count(answers, 1006)).toBe(answers.length - count(answers, 1001));
  });

  it('checks at most the per-IP limit of wrong SMS codes sent at once', async () => {
    const answers = await burst(40, (i) =>
      post(
        server,
        '/userapi/login/user/code',
        { phone: `1350000${String(i).padStart(4, '0')}`, code: '000000' },
        '203.0.113.12',
      ),
    );
    const checked = answers.length - count(answers, 1006);
    expect(checked).toBeLessThanOrEqual(DEFAULT_THROTTLE.codeIp[0]?.max ?? 0);
    expect(checked).toBeGreaterThan(0);
  });

  it('sends at most the per-IP limit of SMS codes for a burst of phones', async () => {
    const answers = await burst(30, (i) =>
      post(server, '/userapi/msm/send', { phone: `1360000${String(i).padStart(4, '0')}` }, '203.0.113.13'),
    );
    // The network's hard limit lets 5 through; its free sends are 3, the other 2 are asked for a challenge.
    const max = DEFAULT_THROTTLE.smsIp[0]?.max ?? 0;
    const free = DEFAULT_THROTTLE.smsNetFree.free;
    expect(count(answers, 200)).toBe(free);
    expect(count(answers, 1014)).toBe(max - free);
    expect(count(answers, 1006)).toBe(answers.length - max);
    const codes = (await prep(
      server.db,
      "SELECT COUNT(*) AS n FROM sms_codes WHERE phone LIKE '1360000%'",
    ).get()) as {
      n: number | string;
    };
    expect(Number(codes.n)).toBe(free);
  });

  it('sends one SMS code for a burst of sends to one phone from many addresses', async () => {
    const answers = await burst(20, (i) =>
      post(server, '/userapi/msm/send', { phone: '13600009999' }, `198.18.1.${i + 1}`),
    );
    expect(count(answers, 200)).toBe(1);
    const codes = (await prep(
      server.db,
      "SELECT COUNT(*) AS n FROM sms_codes WHERE phone = '13600009999'",
    ).get()) as {
      n: number | string;
    };
    expect(Number(codes.n)).toBe(1);
  });

  it('checks at most the per-IP limit of cancellation tickets and WeChat codes sent at once', async () => {
    const tickets = await burst(30, () =>
      post(
        server,
        '/userapi/login/user/cancelLogout',
        { userId: '10003', ticket: 'A'.repeat(43) },
        '203.0.113.14',
      ),
    );
    const max = DEFAULT_THROTTLE.ticketIp[0]?.max ?? 0;
    expect(count(tickets, 1008)).toBeLessThanOrEqual(max);
    expect(count(tickets, 1008)).toBeGreaterThan(0);
    const wechat = await burst(30, (i) =>
      post(
        server,
        '/userapi/login/user/weChatAuth',
        { code: `not-a-real-code-${String(i).padStart(4, '0')}`, type: 2 },
        '203.0.113.15',
      ),
    );
    expect(count(wechat, 1007)).toBeLessThanOrEqual(max);
    expect(count(wechat, 1007)).toBeGreaterThan(0);
  });
});

describe('friends-list updates under a burst', () => {
  it('answers at most the per-user limit of a burst from one session, each naming 200 ids', async () => {
    const server = await startServer('development', { config: { throttle: DEFAULT_THROTTLE } });
    try {
      const login = await fetch(`${server.base}/userapi/login/user/pwd`, {
        method: 'POST',
        headers: {
          ...signedHeaders(),
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.20',
        },
        body: JSON.stringify({ phone: '13800000001', pwd: 'Jincheng123' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const ids = Array.from({ length: 200 }, (_, i) => String(10002 + i));
      const answers = await burst(30, (i) =>
        fetch(`${server.base}/userapi/base/update/friends`, {
          method: 'POST',
          headers: {
            ...signedHeaders({ token }),
            'content-type': 'application/json',
            'x-forwarded-for': `198.18.2.${i + 1}`,
          },
          body: JSON.stringify({ friendIds: ids }),
        }).then(async (res) => ({
          status: res.status,
          retcode: ((await res.json()) as { retcode: number }).retcode,
        })),
      );
      const max = DEFAULT_THROTTLE.friendsUser?.[0]?.max ?? 0;
      expect(max).toBeGreaterThan(0);
      expect(count(answers, 200)).toBe(max);
      expect(count(answers, 1006)).toBe(answers.length - max);
      // Without a session nothing is counted or answered but 1000.
      const anonymous = await post(
        server,
        '/userapi/base/update/friends',
        { friendIds: ['10002'] },
        '198.18.2.99',
      );
      expect(anonymous.retcode).toBe(1000);
    } finally {
      await server.close();
    }
  });
});
