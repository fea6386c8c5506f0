import { spawn, type ChildProcess } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { openSqlite } from '../../src/db/database';
import { signNotification } from '../../src/pay/notify-signature';
import { openTestDb, type TestDb } from '../db/test-db';
import { prep } from '../db/sql';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { signedHeaders } from '../user/helpers';

/**
 * SIGKILL the server while top-up notifications and solution purchases are in flight, start it again on the
 * same data, and check the books: no acknowledged payment is lost, nothing is credited or charged twice, and
 * the balance is exactly what the ledger says (one transaction per money move: SQLite WAL, or PostgreSQL
 * when the suite runs against it — the server is then started with DATABASE_URL).
 */
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../../..');
const SECRET = 'crash-test-provider-secret-0123456789';
// A port the system has free when the suite starts (a fixed range could be held by any of the run's other
// sockets: the server then exits at once and the test waited out its start-up limit); the same port again
// after the kill.
let port = 0;
let base = '';
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}
let test: TestDb;
let dataDir: string;

function startServer(): ChildProcess {
  // One process (node with tsx's loader), so SIGKILL hits the server itself, not a wrapper.
  return spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUT_DIR: dataDir,
      SIMULATOR: 'off',
      LOG_LEVEL: 'silent',
      PAY_NOTIFY_SECRET: SECRET,
      SPORT_SEED: TEST_SEED,
      ...(test.url ? { DATABASE_URL: test.url } : {}),
    },
  });
}

async function waitUntilUp(server: ChildProcess): Promise<void> {
  let exit: string | null = null;
  server.once('exit', (code, signal) => (exit = `code ${code} signal ${signal}`));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`server exited before it answered (${exit})`);
    try {
      if ((await fetch(`${base}/sportapi/leagues?sport=football`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function post(url: string, body: object, token?: string, unsigned = false) {
  const headers = {
    ...(unsigned ? {} : signedHeaders()),
    'content-type': 'application/json',
    ...(token ? { token } : {}),
  };
  const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { retcode: number; data: Record<string, unknown> };
}

const notificationFor = (orderNo: string, n: number) =>
  signNotification(
    {
      orderNo,
      tradeNo: `T${n}`,
      amountFen: 3000,
      tradeStatus: 'SUCCESS',
      notifyTime: Date.now(),
      nonce: `nonce-${n}-${orderNo}`,
    },
    SECRET,
  );

beforeAll(async () => {
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  test = await openTestDb({ template: await sportTemplate() });
  dataDir = test.dataDir;
  // SQLite: the server process owns the file; the checks below open it again once it runs.
  if (!test.url) await test.db.close();
});
afterAll(() => test.dispose());

/** The database as the checks see it: the test's own connection (PostgreSQL) or the file again (SQLite). */
const checker = () => (test.url ? { db: test.db, done: async () => undefined } : reopen());
function reopen() {
  const db = openSqlite(dataDir);
  return { db, done: () => db.close() };
}

it('loses no paid order and credits or charges nothing twice across a SIGKILL', async () => {
  let server = startServer();
  await waitUntilUp(server);
  const login = await post('/userapi/login/user/pwd', { phone: '13800000001', pwd: 'Jincheng123' });
  const token = login.data.token as string;
  const userId = Number(login.data.userId);

  const orders: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const created = await post(
      '/userapi/pay/order/create',
      {
        amountFen: 3000,
        payMethod: 'wechat',
        idempotencyKey: `crash-order-key-${String(i).padStart(4, '0')}-0000000000`,
      },
      token,
    );
    orders.push(created.data.orderNo as string);
  }
  const solutions = (await (await fetch(`${base}/sportapi/solutions?pageSize=40`)).json()) as {
    data: { list: { id: number; price: number }[] };
  };
  const paid = solutions.data.list.filter((s) => s.price > 0).slice(0, 20);

  // Everything at once, then the plug is pulled while answers are still coming back.
  const acknowledged = new Set<string>();
  let settled = 0;
  const inFlight = [
    ...orders.map((orderNo, n) =>
      post('/userapi/pay/notify', notificationFor(orderNo, n), undefined, true)
        .then((answer) => answer.retcode === 200 && acknowledged.add(orderNo))
        .catch(() => undefined)
        .finally(() => (settled += 1)),
    ),
    ...paid.map((s) =>
      post(`/sportapi/solutions/${s.id}/buy`, {}, token)
        .catch(() => undefined)
        .finally(() => (settled += 1)),
    ),
  ];
  // Pull the plug once a few payments are through, so some are done and the rest are mid-flight.
  const deadline = Date.now() + 5_000;
  while (acknowledged.size < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  const settledAtKill = settled;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGKILL');
  await Promise.all(inFlight);
  await exited;
  expect(acknowledged.size).toBeGreaterThan(0);
  expect(settledAtKill).toBeLessThan(inFlight.length);

  server = startServer();
  await waitUntilUp(server);
  try {
    const check = checker();
    const q = (text: string) => prep(check.db, text);
    const state = async (orderNo: string) =>
      (await q('SELECT state FROM orders WHERE order_no = ?').get<{ state: string }>(orderNo))?.state;
    const credits = async (orderNo: string) =>
      Number(
        (
          await q('SELECT COUNT(*) AS n FROM account_ledger WHERE user_id = ? AND ref = ?').get<{
            n: number;
          }>(userId, orderNo)
        )?.n,
      );

    // No acknowledged payment is lost; a paid order is credited exactly once; an unpaid one not at all.
    for (const orderNo of acknowledged) expect(await state(orderNo)).toBe('paid');
    for (const orderNo of orders)
      expect(await credits(orderNo)).toBe((await state(orderNo)) === 'paid' ? 1 : 0);

    // Every purchase has exactly one debit and every solution debit a purchase.
    const purchases = await q('SELECT solution_id FROM sport_purchases WHERE user_id = ?').all<{
      solution_id: number;
    }>(userId);
    const debits = await q(
      "SELECT ref FROM account_ledger WHERE user_id = ? AND ref LIKE 'sport-solution-%'",
    ).all<{ ref: string }>(userId);
    expect(debits.map((d) => d.ref).sort()).toEqual(
      purchases.map((p) => `sport-solution-${userId}-${p.solution_id}`).sort(),
    );

    // The balance is what the ledger says.
    const sum = Number(
      (
        await q('SELECT COALESCE(SUM(delta), 0) AS s FROM account_ledger WHERE user_id = ?').get<{
          s: number;
        }>(userId)
      )?.s,
    );
    const balance = Number(
      (await q('SELECT balance FROM accounts WHERE user_id = ?').get<{ balance: number }>(userId))?.balance,
    );
    const first = await q(
      'SELECT balance_after - delta AS b FROM account_ledger WHERE user_id = ? ORDER BY id LIMIT 1',
    ).get<{ b: number }>(userId);
    const opening = first ? Number(first.b) : balance;
    expect(balance).toBe(opening + sum);

    // The provider retries every notification after the outage: each order ends paid, credited once.
    for (const [n, orderNo] of orders.entries())
      await post('/userapi/pay/notify', notificationFor(orderNo, n), undefined, true);
    await post('/userapi/pay/notify', notificationFor(orders[0]!, 0), undefined, true);
    for (const orderNo of orders) {
      expect(await state(orderNo)).toBe('paid');
      expect(
        Number(
          (await q('SELECT COUNT(*) AS n FROM account_ledger WHERE ref = ?').get<{ n: number }>(orderNo))?.n,
        ),
      ).toBe(1);
    }
    await check.done();
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
});
