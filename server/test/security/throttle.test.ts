import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../../src/config';
import { createThrottleCounter } from '../../src/security/throttle-store';
import { openTestDb } from '../db/test-db';
import { DEFAULT_THROTTLE, type ThrottleRules } from '../../src/security/throttle-rules';
import { signedHeaders, startServer, type TestServer } from '../user/helpers';
import { prep } from '../db/sql';

/** Throttled guessing and SMS sends (docs/userapi.md, "Throttling"), with small limits so tests stay fast. */
jest.setTimeout(60_000);

const MINUTE = 60_000;
const RULES: ThrottleRules = {
  passwordPhoneNet: [
    { max: 3, windowMs: MINUTE },
    { max: 5, windowMs: 60 * MINUTE },
  ],
  passwordIp: [{ max: 6, windowMs: MINUTE }],
  passwordAccount: { free: 5, windowMs: 24 * 60 * MINUTE },
  codeIp: [{ max: 4, windowMs: MINUTE }],
  codeAccount: { free: 5, windowMs: 24 * 60 * MINUTE },
  smsIp: [{ max: 3, windowMs: MINUTE }],
  smsPhoneFree: { free: 2, windowMs: 60 * MINUTE },
  smsNetFree: { free: 3, windowMs: 60 * MINUTE },
  smsPrefixFree: { free: 4, windowMs: 60 * MINUTE },
  smsDailyCeiling: 5,
  challengeMaxNumber: 1000,
  ticketIp: [{ max: 2, windowMs: MINUTE }],
};
const THROTTLED = /^操作过于频繁，请 \d+ (秒|分钟|小时)后再试$/;

async function post(server: TestServer, url: string, body: object, ip = '203.0.113.1') {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { ...signedHeaders(), 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { retcode: number; retmsg: string },
  };
}

const start = (config: Partial<ServerConfig> = {}) =>
  startServer('development', { config: { throttle: RULES, ...config } });
const pwd = (server: TestServer, phone: string, password: string, ip?: string) =>
  post(server, '/userapi/login/user/pwd', { phone, pwd: password }, ip);

describe('password tries', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(() => server.close());

  it('counts only wrong passwords per phone and network, then refuses that network the right one with 429 and a wait', async () => {
    expect((await pwd(server, '13800000001', 'Jincheng123')).body.retcode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await pwd(server, '13800000001', 'wrong', '198.51.100.9')).body.retcode).toBe(1001);
    const refused = await pwd(server, '13800000001', 'Jincheng123', '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body.retcode).toBe(1006);
    expect(refused.body.retmsg).toMatch(THROTTLED);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    // Another phone from the same address, and the same phone from another network, are not affected.
    expect((await pwd(server, '13800000002', 'Jincheng123', '198.51.100.9')).body.retcode).toBe(200);
    expect((await pwd(server, '13800000001', 'Jincheng123', '198.51.100.10')).body.retcode).toBe(200);
  });

  it('makes the wait grow: once the first window has passed, the next tier holds for longer', async () => {
    for (let i = 0; i < 3; i += 1) await pwd(server, '13800000001', 'wrong', '198.51.100.7');
    await prep(
      server.db,
      "UPDATE throttle_hits SET expires_at = 0 WHERE key LIKE 'pwd-phone-net-60000:%'",
    ).run();
    for (let i = 0; i < 2; i += 1)
      expect((await pwd(server, '13800000001', 'wrong', '198.51.100.7')).body.retcode).toBe(1001);
    const refused = await pwd(server, '13800000001', 'Jincheng123', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(60);
    expect(refused.body.retmsg).toMatch(/分钟后再试$/);
  });

  it('counts wrong passwords per IP across phones', async () => {
    for (let i = 0; i < 6; i += 1) await pwd(server, `1370000000${i}`, 'wrong', '192.0.2.50');
    expect((await pwd(server, '13800000001', 'Jincheng123', '192.0.2.50')).status).toBe(429);
    expect((await pwd(server, '13800000001', 'Jincheng123', '192.0.2.51')).body.retcode).toBe(200);
  });
});

describe('a client cannot choose its IP', () => {
  it('ignores X-Forwarded-For unless the sender is a trusted proxy', async () => {
    const server = await start({ trustProxy: false });
    try {
      for (let i = 0; i < 6; i += 1) await pwd(server, `1370000000${i}`, 'wrong', `192.0.2.${i}`);
      expect((await pwd(server, '13800000001', 'Jincheng123', '192.0.2.99')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('SMS codes', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await start();
  });
  afterEach(() => server.close());
  const send = (phone: string, ip: string) => post(server, '/userapi/msm/send', { phone }, ip);

  it('limits sends per IP: 300 phones from one client do not get 300 codes', async () => {
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await send(`1360000010${i}`, '192.0.2.77')).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(3);
    expect(answers.slice(3).every((s) => s === 429)).toBe(true);
    const codes = (await prep(
      server.db,
      "SELECT COUNT(*) AS n FROM sms_codes WHERE phone LIKE '136000001%'",
    ).get()) as { n: number };
    expect(codes.n).toBe(3);
  });
});

describe('SMS code and ticket guessing', () => {
  it('counts wrong codes per IP', async () => {
    const server = await start();
    try {
      for (let i = 0; i < 4; i += 1) {
        const wrong = await post(
          server,
          '/userapi/login/user/code',
          { phone: `1350000000${i}`, code: '000000' },
          '192.0.2.5',
        );
        expect(wrong.body.retcode).toBe(1003);
      }
      const refused = await post(
        server,
        '/userapi/login/user/forget',
        { phone: '13500000009', code: '000000', pwd: 'abc12345' },
        '192.0.2.5',
      );
      expect(refused).toMatchObject({ status: 429, body: { retcode: 1006 } });
      const cancel = { userId: '10003', ticket: 'A'.repeat(43) };
      await post(server, '/userapi/login/user/cancelLogout', cancel, '192.0.2.6');
      await post(server, '/userapi/login/user/cancelLogout', cancel, '192.0.2.6');
      expect((await post(server, '/userapi/login/user/cancelLogout', cancel, '192.0.2.6')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});

describe('the store', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-throttle-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('counts in fixed windows, reads without counting, and restarts after the window', async () => {
    const test = await openTestDb();
    const counter = createThrottleCounter(test.db);
    expect(await counter.incr('k', 1000, 10_000)).toEqual({ current: 1, ttl: 1000 });
    expect(await counter.incr('k', 1000, 10_400)).toEqual({ current: 2, ttl: 600 });
    expect(await counter.read('k', 10_500)).toEqual({ current: 2, ttl: 500 });
    expect(await counter.read('k', 10_500)).toEqual({ current: 2, ttl: 500 });
    expect(await counter.incr('k', 1000, 11_000)).toEqual({ current: 1, ttl: 1000 });
    expect(await counter.read('other', 11_000)).toEqual({ current: 0, ttl: 0 });
    await test.dispose();
  });

  it('is shared by two server instances on the same database', async () => {
    const config = { throttle: RULES };
    const a = await startServer('development', { config });
    const b = await startServer('development', { config, sameDatabaseAs: a });
    try {
      for (let i = 0; i < 2; i += 1) await pwd(a, '13800000002', 'wrong', '198.51.100.20');
      await pwd(b, '13800000002', 'wrong', '198.51.100.20');
      expect((await pwd(b, '13800000002', 'Jincheng123', '198.51.100.20')).status).toBe(429);
      expect((await pwd(a, '13800000002', 'Jincheng123', '198.51.100.20')).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('has production defaults that grow from a minute to a day', () => {
    const windows = DEFAULT_THROTTLE.passwordPhoneNet.map((t) => t.windowMs);
    expect(windows).toEqual([...windows].sort((x, y) => x - y));
    expect(windows[0]).toBe(MINUTE);
    expect(windows.at(-1)).toBe(24 * 60 * MINUTE);
    expect(DEFAULT_THROTTLE.passwordPhoneNet[0]?.max).toBeLessThanOrEqual(5);
  });
});
