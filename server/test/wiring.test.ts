import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';
import { openTestDb, type TestDb } from './db/test-db';
import { sportTemplate, TEST_SEED } from './sport/helpers';
import { signedHeaders } from './user/helpers';
import { prep } from './db/sql';

/**
 * The whole server as `npm start` builds it: a user signed in through /userapi buys a paid solution on
 * /sportapi, paying from the same balance and ledger the header and 账户明细 show.
 */
jest.setTimeout(120_000);

let app: FastifyInstance;
let base: string;
let test: TestDb;

beforeAll(async () => {
  test = await openTestDb({ template: await sportTemplate() });
  process.env.SIMULATOR = 'off';
  // The template's seed: today's data is current, so the app does not seed again.
  process.env.SPORT_SEED = TEST_SEED;
  const dataDir = test.dataDir;
  app = await buildApp({ config: { ...readConfig({}), dataDir, outDir: dataDir }, db: test.db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await test.dispose();
  delete process.env.SIMULATOR;
  delete process.env.SPORT_SEED;
});

// Answers are read field by field below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

async function post(url: string, body: unknown, token?: string) {
  const headers = { ...signedHeaders(), 'content-type': 'application/json', ...(token ? { token } : {}) };
  const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    body: (await response.json()) as { retcode: number; data: Loose },
  };
}

it('buys a paid solution with the account balance, once', async () => {
  const login = await post('/userapi/login/user/pwd', { phone: '13800000001', pwd: 'Jincheng123' });
  const token = login.body.data.token as string;
  const before = (await post('/userapi/base/user/acct', {}, token)).body.data.balance as number;

  const list = await (await fetch(`${base}/sportapi/solutions?pageSize=50`)).json();
  const paid = list.data.list.find((s: { price: number }) => s.price > 0 && s.price <= before);
  expect(paid).toBeDefined();

  const first = await post(`/sportapi/solutions/${paid.id}/buy`, {}, token);
  expect(first.body.retcode).toBe(200);
  expect(first.body.data.charged).toBe(paid.price);
  const second = await post(`/sportapi/solutions/${paid.id}/buy`, {}, token);
  expect(second.body.data.charged).toBe(0);

  const after = (await post('/userapi/base/user/acct', {}, token)).body.data.balance as number;
  expect(after).toBe(before - paid.price);
});

describe('/sportapi answers an invalid session with 1000, like /userapi', () => {
  async function get(url: string, token?: string) {
    const response = await fetch(`${base}${url}`, { headers: token ? { token } : {} });
    return { status: response.status, body: (await response.json()) as { retcode: number; retmsg: string } };
  }

  it('refuses a forged or expired token on buying, following and reading, with retcode 1000', async () => {
    const login = await post('/userapi/login/user/pwd', { phone: '13800000002', pwd: 'Jincheng123' });
    const expired = login.body.data.token as string;
    await prep(test.db, 'UPDATE user_tokens SET expires_at = ? WHERE user_id = 10002').run(Date.now() - 1000);
    for (const token of ['forged-token-the-server-never-issued', expired]) {
      const buy = await post('/sportapi/solutions/1/buy', {}, token);
      expect(buy).toMatchObject({ status: 401, body: { retcode: 1000 } });
      const follow = await post('/sportapi/experts/1/follow', { follow: true }, token);
      expect(follow.body.retcode).toBe(1000);
      expect((await get('/sportapi/solutions/1', token)).body.retcode).toBe(1000);
      expect((await get('/sportapi/experts/1', token)).body.retcode).toBe(1000);
    }
  });

  it('treats no token as a visitor, and a signed-out (revoked) token as invalid', async () => {
    expect((await get('/sportapi/solutions/1')).body.retcode).toBe(200);
    expect((await post('/sportapi/solutions/1/buy', {})).body.retcode).toBe(1000);
    const login = await post('/userapi/login/user/pwd', { phone: '13800000002', pwd: 'Jincheng123' });
    const token = login.body.data.token as string;
    expect((await get('/sportapi/solutions/1', token)).body.retcode).toBe(200);
    await post('/userapi/login/user/logout', {}, token);
    expect((await get('/sportapi/solutions/1', token)).body.retcode).toBe(1000);
  });
});
