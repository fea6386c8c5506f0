import {
  call,
  createOrder,
  freshUser,
  loginToken,
  newKey,
  payState,
  startServer,
  type TestServer,
} from './pay-helpers';
import { prep } from '../db/sql';

// One real server per file; generous for a busy two-core machine.
jest.setTimeout(120_000);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  ({ token } = await freshUser(server));
});
afterAll(() => server.close());

describe('pay/packages', () => {
  it('lists the packages, their bonus coins, payment methods and the first-order rule', async () => {
    const answer = await call(server, '/userapi/pay/packages', {}, { as: 'none' });
    const data = answer.body.data as {
      packages: { amountFen: number; baseCoins: number; bonusCoins: number }[];
      firstOrderBonus: Record<string, number>;
      firstOrder: { eligible: boolean; rule: string };
      payMethods: { method: string; label: string }[];
    };
    expect(data.packages.map((p) => p.amountFen)).toEqual([600, 3000, 6800, 12800, 32800, 64800]);
    expect(data.packages[1]).toMatchObject({ baseCoins: 300, bonusCoins: 30 });
    expect(data.firstOrderBonus['3000']).toBe(300);
    expect(data.firstOrderBonus['64800']).toBe(1280);
    expect(data.firstOrder).toEqual({ eligible: true, rule: expect.stringContaining('首次充值') });
    expect(data.payMethods.map((m) => m.label)).toEqual(['微信支付', '支付宝']);
  });
});

describe('pay/order/create', () => {
  it('creates a pending order with the package coins, the benefit, a cashier URL and a QR image', async () => {
    const { body, order } = await createOrder(server, token, { amountFen: 6800, payMethod: 'alipay' });
    expect(body).toMatchObject({ retcode: 200, retmsg: '订单已创建' });
    expect(order).toMatchObject({
      orderNo: expect.stringMatching(/^JC\d{20}$/),
      state: 'pending',
      amountFen: 6800,
      coins: 680 + 88 + 680,
      firstOrderBonus: 680,
      payMethod: 'alipay',
      paidAt: null,
      closeReason: null,
    });
    expect(order.expiresAt).toBe(order.createdAt + 15 * 60_000);
    expect(order.cashierUrl).toBe(
      `${server.base}/userapi/pay/cashier/${order.orderNo}?key=${new URL(order.cashierUrl).searchParams.get('key')}`,
    );
    expect(order.qrImage).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('accepts only the amounts of the packages', async () => {
    for (const amountFen of [3100, 1, 100_000]) {
      const { status, body } = await createOrder(server, token, { amountFen });
      expect(status).toBe(400);
      expect(body).toMatchObject({ retcode: 1020, retmsg: '充值金额无效，请选择页面上的充值套餐' });
    }
  });

  it('refuses malformed input with a 400 envelope, never a 5xx', async () => {
    const cases = [
      { amountFen: 'thirty' },
      { amountFen: 30.5 },
      { amountFen: -3000 },
      { payMethod: 'paypal' },
      { idempotencyKey: 'short' },
      { idempotencyKey: 'has spaces in it' },
    ];
    for (const body of cases) {
      const answer = await createOrder(server, token, body);
      expect(answer.status).toBe(400);
      expect(answer.body.retcode).toBe(400);
      expect(answer.body.retmsg).toMatch(/^参数错误：/);
    }
    const missing = await call(server, '/userapi/pay/order/create', { amountFen: 3000 }, { token });
    expect(missing).toMatchObject({ status: 400, body: { retcode: 400 } });
    expect(missing.body.retmsg).toMatch(/^参数错误：缺少 /);
  });

  it('needs a signed-in user and a signed request', async () => {
    const body = { amountFen: 3000, payMethod: 'wechat', idempotencyKey: newKey() };
    const signedOut = await call(server, '/userapi/pay/order/create', body);
    expect(signedOut).toMatchObject({ status: 401, body: { retcode: 1000 } });
    const unsigned = await call(server, '/userapi/pay/order/create', body, { unsigned: true, token });
    expect(unsigned).toMatchObject({ status: 401, body: { retcode: 401 } });
  });

  it('is idempotent: the same key answers the same order, and only one row exists', async () => {
    const idempotencyKey = newKey();
    const [first, second] = await Promise.all([
      createOrder(server, token, { idempotencyKey }),
      createOrder(server, token, { idempotencyKey }),
    ]);
    const third = await createOrder(server, token, { idempotencyKey });
    expect(second.order.orderNo).toBe(first.order.orderNo);
    expect(third.order.orderNo).toBe(first.order.orderNo);
    const rows = (await prep(server.db, 'SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?').get(
      idempotencyKey,
    )) as { n: number };
    expect(rows.n).toBe(1);
    const other = await createOrder(server, token);
    expect(other.order.orderNo).not.toBe(first.order.orderNo);
  });

  it('refuses a key reused for a different package', async () => {
    const idempotencyKey = newKey();
    await createOrder(server, token, { idempotencyKey, amountFen: 600 });
    const reused = await createOrder(server, token, { idempotencyKey, amountFen: 3000 });
    expect(reused).toMatchObject({ status: 409, body: { retcode: 1021 } });
  });
});

describe('pay/query/state', () => {
  it('answers the state of an own order', async () => {
    const { order } = await createOrder(server, token);
    const body = await payState(server, token, order.orderNo);
    expect(body.data).toMatchObject({ orderNo: order.orderNo, state: 'pending', amountFen: 3000 });
  });

  it('answers a clear error for an unknown order and for somebody else’s', async () => {
    const unknown = await call(
      server,
      '/userapi/pay/query/state',
      { orderNo: 'JC00000000000000000000' },
      { token },
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { retcode: 1404, retmsg: '订单不存在：JC00000000000000000000', data: null },
    });
    const { order } = await createOrder(server, token);
    const other = await loginToken(server, '13800000002');
    const foreign = await payState(server, other, order.orderNo);
    expect(foreign).toMatchObject({ retcode: 1404, retmsg: `订单不存在：${order.orderNo}` });
  });

  it('fails an unpaid order once it has expired', async () => {
    const { order } = await createOrder(server, token);
    await prep(server.db, 'UPDATE orders SET expires_at = ? WHERE order_no = ?').run(
      Date.now() - 1,
      order.orderNo,
    );
    const body = await payState(server, token, order.orderNo);
    expect(body.data).toMatchObject({ state: 'failed', closeReason: 'expired' });
  });
});
