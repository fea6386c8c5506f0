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

// One real server per file; generous for a busy two-core machine.
jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const eligible = async (token: string) => {
  const answer = await call(server, '/userapi/pay/packages', {}, { token, as: 'none' });
  return (answer.body.data as { firstOrder: { eligible: boolean } }).firstOrder.eligible;
};

describe('the first-order benefit', () => {
  it('is applied to the first paid order only', async () => {
    const { token } = await freshUser(server);
    expect(await eligible(token)).toBe(true);

    const first = await createOrder(server, token, { amountFen: 3000 });
    expect(first.order).toMatchObject({ coins: 630, firstOrderBonus: 300 });
    await notify(server, await notification(server, { orderNo: first.order.orderNo }));
    expect(await balanceOf(server, token)).toBe(630);
    expect(await eligible(token)).toBe(false);

    const second = await createOrder(server, token, { amountFen: 3000 });
    expect(second.order).toMatchObject({ coins: 330, firstOrderBonus: 0 });
    await notify(server, await notification(server, { orderNo: second.order.orderNo }));
    expect(await balanceOf(server, token)).toBe(960);
  });

  it('goes to whichever order is paid first when several were created before any payment', async () => {
    const { token } = await freshUser(server);
    const a = await createOrder(server, token, { amountFen: 600 });
    const b = await createOrder(server, token, { amountFen: 12800 });
    expect(a.order.firstOrderBonus).toBe(60);
    expect(b.order.firstOrderBonus).toBe(1280);

    await notify(server, await notification(server, { orderNo: b.order.orderNo, amountFen: 12800 }));
    await notify(server, await notification(server, { orderNo: a.order.orderNo, amountFen: 600 }));

    expect((await payState(server, token, b.order.orderNo)).data).toMatchObject({
      coins: 1280 + 200 + 1280,
      firstOrderBonus: 1280,
    });
    expect((await payState(server, token, a.order.orderNo)).data).toMatchObject({
      coins: 60,
      firstOrderBonus: 0,
    });
    expect(await balanceOf(server, token)).toBe(2760 + 60);
  });

  it('stays available after a cancelled or failed order', async () => {
    const { token } = await freshUser(server);
    const failed = await createOrder(server, token);
    await notify(server, await notification(server, { orderNo: failed.order.orderNo, tradeStatus: 'FAIL' }));
    expect(await eligible(token)).toBe(true);
    const next = await createOrder(server, token);
    expect(next.order.firstOrderBonus).toBe(300);
  });
});
