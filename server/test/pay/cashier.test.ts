import { balanceOf, createOrder, freshUser, payState, startServer, type TestServer } from './pay-helpers';
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

const form = (key: string) => new URLSearchParams({ key });
const post = (url: string, key: string) =>
  fetch(url, { method: 'POST', body: form(key), redirect: 'manual' });
const actionUrl = (cashierUrl: string, action: 'confirm' | 'cancel') => {
  const url = new URL(cashierUrl);
  return { url: `${url.origin}${url.pathname}/${action}`, key: url.searchParams.get('key') ?? '' };
};

describe('the stand-in cashier page', () => {
  it('shows the amount, a QR code and 确认支付 / 取消, without a request sign', async () => {
    const { order } = await createOrder(server, token, { payMethod: 'alipay' });
    const res = await fetch(order.cashierUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('¥30.00');
    expect(page).toContain('支付宝');
    expect(page).toContain('<svg');
    expect(page).toContain('确认支付');
    expect(page).toContain('取消');
  });

  it('refuses a link with a wrong key or an unknown order', async () => {
    const { order } = await createOrder(server, token);
    const wrong = await fetch(order.cashierUrl.replace(/key=\w+/, `key=${'0'.repeat(32)}`));
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('订单不存在或链接已失效');
    const unknown = await fetch(order.cashierUrl.replace(order.orderNo, 'JC00000000000000000000'));
    expect(unknown.status).toBe(404);
  });

  it('confirming sends the signed notification: the order is paid and the coins credited once', async () => {
    const { order } = await createOrder(server, token);
    const before = await balanceOf(server, token);
    const { url, key } = actionUrl(order.cashierUrl, 'confirm');
    const confirmed = await post(url, key);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(
      new URL(order.cashierUrl).pathname + new URL(order.cashierUrl).search,
    );
    expect((await payState(server, token, order.orderNo)).data).toMatchObject({ state: 'paid' });
    expect(await balanceOf(server, token)).toBe(before + order.coins);

    await post(url, key); // a second click, or the browser re-posting the form
    expect(await balanceOf(server, token)).toBe(before + order.coins);
    expect(await (await fetch(order.cashierUrl)).text()).toContain('支付成功');
  });

  it('cancelling closes the order and leaves the balance unchanged; it can no longer be paid', async () => {
    const { order } = await createOrder(server, token);
    const before = await balanceOf(server, token);
    const cancel = actionUrl(order.cashierUrl, 'cancel');
    expect((await post(cancel.url, cancel.key)).status).toBe(303);
    expect((await payState(server, token, order.orderNo)).data).toMatchObject({
      state: 'closed',
      closeReason: 'cancelled',
    });
    const confirm = actionUrl(order.cashierUrl, 'confirm');
    await post(confirm.url, confirm.key);
    expect(await balanceOf(server, token)).toBe(before);
    expect(await (await fetch(order.cashierUrl)).text()).toContain('已取消支付');
  });

  it('an expired order cannot be paid', async () => {
    const { order } = await createOrder(server, token);
    await prep(server.db, 'UPDATE orders SET expires_at = ? WHERE order_no = ?').run(
      Date.now() - 1,
      order.orderNo,
    );
    const before = await balanceOf(server, token);
    const { url, key } = actionUrl(order.cashierUrl, 'confirm');
    await post(url, key);
    expect(await balanceOf(server, token)).toBe(before);
    expect(await (await fetch(order.cashierUrl)).text()).toContain('订单已过期');
  });
});
