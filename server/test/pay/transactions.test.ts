import { createUserService } from '../../src/user';
import {
  call,
  createOrder,
  freshUser,
  notification,
  notify,
  startServer,
  type TestServer,
} from './pay-helpers';

// One real server per file; generous for a busy two-core machine.
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Page {
  list: { kind: string; title: string; detail: string; delta: number; balanceAfter: number }[];
  total: number;
  page: number;
  pageSize: number;
}

const transactions = async (token: string, page = 1, pageSize = 10) =>
  (await call(server, '/userapi/pay/transactions', { page, pageSize }, { token })).body
    .data as unknown as Page;

describe('pay/transactions (账户明细)', () => {
  it('lists top-ups and solution purchases, newest first, with readable descriptions', async () => {
    const { token, userId } = await freshUser(server);
    const { order } = await createOrder(server, token, { amountFen: 3000 });
    await notify(server, await notification(server, { orderNo: order.orderNo }));
    // As the sport module's wallet debits a solution purchase (server/src/wiring.ts).
    await createUserService(server.db).debit(userId, 30, {
      reason: '购买方案 7',
      ref: `sport-solution-${userId}-7`,
    });

    const page = await transactions(token);
    expect(page.total).toBe(2);
    expect(page.list).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        title: '购买方案',
        detail: '方案编号 7',
        delta: -30,
        balanceAfter: 600,
      }),
      expect.objectContaining({
        kind: 'top-up',
        title: '充值 ¥30.00（微信支付）',
        detail: `订单 ${order.orderNo}，含赠送 30 金币、首单福利 300 金币`,
        delta: 630,
        balanceAfter: 630,
      }),
    ]);
  });

  it('pages through the ledger', async () => {
    const { token, userId } = await freshUser(server);
    const service = createUserService(server.db);
    for (let i = 1; i <= 5; i += 1) await service.credit(userId, i, { reason: 'gift', ref: `gift:${i}` });
    const first = await transactions(token, 1, 2);
    const last = await transactions(token, 3, 2);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.list.map((t) => t.delta)).toEqual([5, 4]);
    expect(last.list.map((t) => t.delta)).toEqual([1]);
    expect(last.list[0]).toMatchObject({ kind: 'other', title: '金币入账' });
    expect((await transactions(token, 9, 2)).list).toEqual([]);
  });

  it('is empty for a new account, needs sign-in and validates paging', async () => {
    const { token } = await freshUser(server);
    expect(await transactions(token)).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
    const signedOut = await call(server, '/userapi/pay/transactions', { page: 1, pageSize: 10 });
    expect(signedOut.body.retcode).toBe(1000);
    for (const body of [
      { page: 0, pageSize: 10 },
      { page: 1, pageSize: 51 },
      { page: 'x', pageSize: 10 },
      {},
    ]) {
      const answer = await call(server, '/userapi/pay/transactions', body, { token });
      expect(answer).toMatchObject({ status: 400, body: { retcode: 400 } });
    }
  });
});
