import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import type { Db } from '../../src/db/database';
import { openTestDb, type TestDb } from '../db/test-db';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { signedHeaders } from '../user/helpers';
import { casesFor, prng, type FuzzCase } from './fuzz-cases';
import { apiRoutes } from './routes-of';
import { prep } from '../db/sql';

/**
 * Malformed bodies, wrong types, huge strings, bad JSON and multipart, injection strings, forged or stale
 * signatures and tokens against every /userapi and /sportapi route: never a 5xx, the server stays up, and
 * the money tables do not move. Bounded: ≥ 1,000 cases, stops by itself.
 */
jest.setTimeout(120_000);

let app: FastifyInstance;
let base: string;
let test: TestDb;
let db: Db;

beforeAll(async () => {
  test = await openTestDb({ template: await sportTemplate() });
  db = test.db;
  process.env.SIMULATOR = 'off';
  process.env.SPORT_SEED = TEST_SEED;
  const dataDir = test.dataDir;
  app = await buildApp({ config: { ...readConfig({}), dataDir, outDir: dataDir }, db });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await test.dispose();
  delete process.env.SIMULATOR;
  delete process.env.SPORT_SEED;
});

/** What a refused request must never change: balances, the ledger, orders and purchases. */
async function moneyDigest(): Promise<string> {
  const rows = [
    await prep(db, 'SELECT user_id, balance FROM accounts ORDER BY user_id').all(),
    await prep(db, 'SELECT COUNT(*) AS n FROM account_ledger').get(),
    await prep(db, 'SELECT COUNT(*) AS n FROM orders').get(),
    await prep(db, 'SELECT COUNT(*) AS n FROM sport_purchases').get(),
  ];
  return JSON.stringify(rows);
}

/**
 * Each case comes from its own address (X-Forwarded-For, trusted from loopback), so the production throttle
 * stays on at its defaults and per-IP limits do not turn the later cases into 429s before they reach the
 * handlers; per-phone limits still apply to the few phones the cases repeat.
 */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function send(c: FuzzCase, n: number): Promise<number> {
  const response = await fetch(`${base}${c.url}`, {
    method: c.method,
    headers: { ...c.headers, 'x-forwarded-for': addressOf(n) },
    body: c.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  // The live feed never ends: its status is all this test needs.
  if ((response.headers.get('content-type') ?? '').includes('text/event-stream'))
    await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

it('answers ≥ 1,000 hostile requests with 4xx (or 2xx), never 5xx, and changes no money', async () => {
  const login = await fetch(`${base}/userapi/login/user/pwd`, {
    method: 'POST',
    headers: { ...signedHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000002', pwd: 'Jincheng123' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const before = await moneyDigest();

  const routes = apiRoutes(app);
  expect(routes.length).toBeGreaterThan(30);
  const random = prng(20261122);
  let cases = routes.flatMap((route) => casesFor(route, random, token));
  while (cases.length < 1000) cases = cases.concat(routes.flatMap((route) => casesFor(route, random, token)));

  const started = Date.now();
  const failures: string[] = [];
  for (let i = 0; i < cases.length; i += 16) {
    const batch = cases.slice(i, i + 16);
    const statuses = await Promise.all(
      batch.map((c, j) => send(c, i + j).catch((e: Error) => -1 * (e.name === 'TimeoutError' ? 1 : 2))),
    );
    statuses.forEach((status, j) => {
      const c = batch[j]!;
      if (status >= 500 || status < 0)
        failures.push(`${status} ${c.method} ${c.url.slice(0, 120)} (${c.label})`);
    });
  }
  const seconds = (Date.now() - started) / 1000;

  expect(failures).toEqual([]);
  expect(cases.length).toBeGreaterThanOrEqual(1000);
  expect(seconds).toBeLessThan(60);
  expect((await fetch(`${base}/sportapi/leagues?sport=football`)).status).toBe(200);
  expect(await moneyDigest()).toBe(before);
});
