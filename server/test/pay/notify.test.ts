import {
  balanceOf,
  call,
  createOrder,
  freshUser,
  notification,
  notify,
  payState,
  startServer,
  type TestServer,
} from './pay-helpers';
import { prep } from '../db/sql';

// One real server per file; generous for a busy two-core machine.
jest.setTimeout(120_000);

let server: TestServer;
let token: string;
let userId: number;
beforeAll(async () => {
  server = await startServer();
  ({ token, userId } = await freshUser(server));
});
afterAll(() => server.close());

const ledgerRows = async (ref: string) =>
  (
    (await prep(server.db, 'SELECT COUNT(*) AS n FROM account_ledger WHERE user_id = ? AND ref = ?').get(
      userId,
      ref,
    )) as {
      n: number;
    }
  ).n;

describe('pay/notify', () => {
  it('credits a paid order exactly once, however often the notification arrives', async () => {
    const { order } = await createOrder(server, token);
    const before = await balanceOf(server, token);
    const signed = await notification(server, { orderNo: order.orderNo });

    const first = await notify(server, signed);
    expect(first.body).toMatchObject({
      retcode: 200,
      retmsg: 'success',
      data: { orderNo: order.orderNo, state: 'paid', credited: true },
    });
    const [second, third] = await Promise.all([notify(server, signed), notify(server, { ...signed })]);
    expect(second.body.data).toMatchObject({ state: 'paid', credited: false });
    expect(third.body.data).toMatchObject({ state: 'paid', credited: false });

    expect(await balanceOf(server, token)).toBe(before + order.coins);
    expect(await ledgerRows(order.orderNo)).toBe(1);
    const state = await payState(server, token, order.orderNo);
    expect(state.data).toMatchObject({ state: 'paid', paidAt: expect.any(Number), coins: order.coins });
    const outcomes = (
      await prep(server.db, 'SELECT outcome FROM pay_notifications WHERE order_no = ? ORDER BY id').all(
        order.orderNo,
      )
    ).map((r) => (r as { outcome: string }).outcome);
    expect(outcomes).toEqual(['credited', 'duplicate', 'duplicate']);
  });

  it('refuses a notification with a wrong signature and credits nothing', async () => {
    const { order } = await createOrder(server, token);
    const before = await balanceOf(server, token);
    const forged = {
      ...(await notification(server, { orderNo: order.orderNo })),
      amountFen: 3000,
      sign: 'a'.repeat(64),
    };
    expect((await notify(server, forged)).body).toMatchObject({ retcode: 1023, retmsg: '支付通知签名无效' });
    const tampered = { ...(await notification(server, { orderNo: order.orderNo })), tradeNo: 'OTHER' };
    expect((await notify(server, tampered)).status).toBe(401);
    expect(await balanceOf(server, token)).toBe(before);
    expect((await payState(server, token, order.orderNo)).data).toMatchObject({ state: 'pending' });
  });

  it('answers an unknown order with a clear error', async () => {
    const answer = await notify(server, await notification(server, { orderNo: 'JC99999999999999999999' }));
    expect(answer).toMatchObject({
      status: 404,
      body: { retcode: 1404, retmsg: '订单不存在：JC99999999999999999999' },
    });
  });

  it('refuses an amount that differs from the order', async () => {
    const { order } = await createOrder(server, token);
    const answer = await notify(server, await notification(server, { orderNo: order.orderNo, amountFen: 1 }));
    expect(answer.body).toMatchObject({ retcode: 1024 });
    expect((await payState(server, token, order.orderNo)).data).toMatchObject({ state: 'pending' });
  });

  it('marks a declined payment as failed, and never credits a closed order', async () => {
    const { order } = await createOrder(server, token);
    const declined = await notify(
      server,
      await notification(server, { orderNo: order.orderNo, tradeStatus: 'FAIL' }),
    );
    expect(declined.body.data).toMatchObject({ state: 'failed', credited: false });
    const before = await balanceOf(server, token);
    const late = await notify(
      server,
      await notification(server, { orderNo: order.orderNo, nonce: 'second-try' }),
    );
    expect(late).toMatchObject({ status: 409, body: { retcode: 1022 } });
    expect(await balanceOf(server, token)).toBe(before);
    expect((await payState(server, token, order.orderNo)).data).toMatchObject({
      state: 'failed',
      closeReason: 'declined',
    });
  });

  it('validates the notification body', async () => {
    const answer = await call(server, '/userapi/pay/notify', { orderNo: 'JC1' }, { unsigned: true });
    expect(answer).toMatchObject({ status: 400, body: { retcode: 400 } });
  });
});
