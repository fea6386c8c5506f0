import { signNotification } from '../../src/pay/notify-signature';
import { openTestDb, type TestDb } from '../db/test-db';
import { prep } from '../db/sql';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { SseClient } from '../sport/sse-client';
import { get, leads, post, smsCode, startInstance, until, type Instance } from './instances';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer without sticky sessions:
 * accounts, codes, money and the live feed are the same whichever instance answers; exactly one simulates,
 * and when it is killed the other takes over and a client that reconnects there misses nothing.
 * Runs only on PostgreSQL (jest.config.js); bounded, stops by itself.
 */
jest.setTimeout(300_000);

const SECRET = 'two-instances-provider-secret-0123456789';
const LIVE = `status IN ('first_half','half_time','second_half','extra_time','penalties','q1','q1_break','q2','q3',
  'q3_break','q4','overtime','interrupted')`;
let test: TestDb;
let a: Instance;
let b: Instance;

const env = () => ({
  DATABASE_URL: test.url as string,
  DATA_DIR: test.dataDir,
  OUT_DIR: test.dataDir,
  SPORT_SEED: TEST_SEED,
  SIM_SPEED: '20',
  SIM_TICK_MS: '250',
  PAY_NOTIFY_SECRET: SECRET,
  RATE_LIMITS: 'off',
});

beforeAll(async () => {
  test = await openTestDb({ template: await sportTemplate() });
  a = await startInstance('A', env());
  await until(() => leads(a), 30_000, 'A leads');
  b = await startInstance('B', env());
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await test.dispose();
});

describe('two instances on one PostgreSQL', () => {
  let token = '';
  const phone = '13912340001';

  it('signs up on A and signs in on B: codes, the SMS outbox and sessions are shared', async () => {
    expect((await post(a, '/userapi/msm/send', { phone })).body.retcode).toBe(200);
    // The stand-in's outbox is a table: B reads the code A sent.
    const signUp = await post<{ token: string; userId: string }>(a, '/userapi/login/user/code', {
      phone,
      code: await smsCode(b, phone),
    });
    expect(signUp.body.retcode).toBe(200);
    token = signUp.body.data.token;
    const onB = await post<{ userId: string }>(b, '/userapi/base/info', {}, token);
    expect(onB.body.data.userId).toBe(signUp.body.data.userId);
    // A second code (the resend interval is a minute: the first one is made older), sent by B, used on B.
    await prep(test.db, 'UPDATE sms_codes SET created_at = created_at - 61000 WHERE phone = ?').run(phone);
    expect((await post(b, '/userapi/msm/send', { phone })).body.retcode).toBe(200);
    const signIn = await post<{ userId: string }>(b, '/userapi/login/user/code', {
      phone,
      code: await smsCode(a, phone),
    });
    expect(signIn.body.data.userId).toBe(signUp.body.data.userId);
  });

  it('tops up on A and shows the balance on B; the same notification on both credits once', async () => {
    const created = await post<{ orderNo: string; amountFen: number; coins: number }>(
      a,
      '/userapi/pay/order/create',
      { amountFen: 3000, payMethod: 'wechat', idempotencyKey: 'two-instances-order-0001' },
      token,
    );
    const { orderNo, amountFen, coins } = created.body.data;
    const notification = signNotification(
      {
        orderNo,
        tradeNo: 'T2I0001',
        amountFen,
        tradeStatus: 'SUCCESS',
        notifyTime: Date.now(),
        nonce: 'nonce-2i-1',
      },
      SECRET,
    );
    const answers = await Promise.all(
      [a, b, a, b].map((at) =>
        post<{ credited: boolean }>(at, '/userapi/pay/notify', notification, undefined, true),
      ),
    );
    expect(answers.map((x) => x.body.retcode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((x) => x.body.data.credited)).toHaveLength(1);
    const balance = await post<{ balance: number }>(b, '/userapi/base/user/acct', {}, token);
    expect(balance.body.data.balance).toBe(coins);
  });

  it('charges a purchase raced on both instances once', async () => {
    const login = await post<{ token: string; userId: string }>(a, '/userapi/login/user/pwd', {
      phone: '13800000001',
      pwd: 'Jincheng123',
    });
    const demo = login.body.data.token;
    const before = (await post<{ balance: number }>(b, '/userapi/base/user/acct', {}, demo)).body.data
      .balance;
    const list = await get<{ list: Array<{ id: number; price: number }> }>(
      a,
      '/sportapi/solutions?pageSize=50',
    );
    const paid = list.body.data.list.find((s) => s.price > 0 && s.price <= before);
    expect(paid).toBeDefined();
    const buys = await Promise.all(
      [a, b, a, b, a, b].map((at) =>
        post<{ charged: number }>(at, `/sportapi/solutions/${paid!.id}/buy`, {}, demo),
      ),
    );
    expect(buys.map((x) => x.body.retcode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(buys.map((x) => x.body.data.charged).sort((x, y) => y - x)).toEqual([paid!.price, 0, 0, 0, 0, 0]);
    const after = (await post<{ balance: number }>(a, '/userapi/base/user/acct', {}, demo)).body.data.balance;
    expect(after).toBe(before - paid!.price);
    const ref = `sport-solution-${login.body.data.userId}-${paid!.id}`;
    const debits = await prep(test.db, 'SELECT COUNT(*) AS n FROM account_ledger WHERE ref = ?').get<{
      n: number;
    }>(ref);
    expect(Number(debits?.n)).toBe(1);
  });

  it('streams A’s simulation from B; when A is killed B leads within 10 s and a reconnecting client misses nothing', async () => {
    expect(await leads(a)).toBe(true);
    expect(await leads(b)).toBe(false);
    const observer = new SseClient(`${b.base}/sportapi/live?sport=all`);
    const roamer = new SseClient(`${a.base}/sportapi/live?sport=all`);
    await Promise.all([observer.open(), roamer.open()]);
    const deltas = (c: SseClient) => c.events.filter((e) => e.event !== 'snapshot');
    await observer.waitFor(() => deltas(observer).length >= 5, 30_000);
    await roamer.waitFor(() => deltas(roamer).length >= 5, 30_000);
    const before = await prep(test.db, `SELECT id, sim_t FROM sport_matches WHERE ${LIVE}`).all<{
      id: number;
      sim_t: number;
    }>();
    expect(before.length).toBeGreaterThan(0);

    await a.stop('SIGKILL');
    const killedAt = Date.now();
    await roamer.waitFor(() => roamer.ended, 10_000);
    await until(() => leads(b), 10_000, 'B leads');
    expect(Date.now() - killedAt).toBeLessThan(10_000);

    // The client comes back to B with the last id it saw, and B's simulator carries on where A stopped.
    const seen = deltas(roamer).map((e) => e.id as number);
    const back = new SseClient(`${b.base}/sportapi/live?sport=all`, roamer.lastId);
    await back.open();
    const takeover = observer.lastId;
    await observer.waitFor(() => observer.lastId > takeover + 20, 30_000);
    const end = observer.lastId;
    await back.waitFor(() => back.lastId >= end, 30_000);
    expect(back.events[0]!.event).not.toBe('snapshot');
    const resumed = [...seen, ...back.events.map((e) => e.id as number)].filter((id) => id <= end);
    const first = seen[0] as number;
    const expected = deltas(observer)
      .map((e) => e.id as number)
      .filter((id) => id >= first && id <= end);
    expect(resumed).toEqual(expected);
    expect(new Set(resumed).size).toBe(resumed.length);

    // Resumed, not restarted: every match live before the kill is further on, and its timeline is whole
    // (one statement, so B's next tick cannot fall between the row and its events).
    const ids = before.map((m) => m.id).join(',');
    const now = new Map(
      (
        await prep(
          test.db,
          `SELECT m.id, m.sim_t, m.sim_ev, (SELECT COUNT(*) FROM sport_events e WHERE e.match_id = m.id) AS n
          FROM sport_matches m WHERE m.id IN (${ids})`,
        ).all<{ id: number; sim_t: number; sim_ev: number; n: number }>()
      ).map((m) => [m.id, m]),
    );
    for (const m of before) expect(now.get(m.id)!.sim_t).toBeGreaterThanOrEqual(m.sim_t);
    expect(before.some((m) => now.get(m.id)!.sim_t > m.sim_t)).toBe(true);
    for (const m of before) expect([m.id, Number(now.get(m.id)!.n)]).toEqual([m.id, now.get(m.id)!.sim_ev]);
    observer.close();
    back.close();
  });
});
