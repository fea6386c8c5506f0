import { createUserService } from '../../src/user';
import { call, loginToken, startServer, type TestServer } from './helpers';
import { prep } from '../db/sql';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = await loginToken(server);
});
afterAll(() => server.close());

describe('base/info', () => {
  it('answers the profile of the signed-in user', async () => {
    const answer = await call(server, '/userapi/base/info', {}, { token, as: 'none' });
    expect(answer.body.data).toEqual({
      userId: '10001',
      userName: '锦城老球迷',
      userImage: '',
      userTag: expect.stringMatching(/^data:image\/svg\+xml/),
      phone: '138****0001',
      hasPassword: true,
      createdAt: expect.any(Number),
    });
  });

  it('answers 1000 without a token and with an expired one', async () => {
    const none = await call(server, '/userapi/base/info', {}, { as: 'none' });
    expect(none.body.retcode).toBe(1000);
    const expiring = await loginToken(server);
    await prep(
      server.db,
      'UPDATE user_tokens SET expires_at = ? WHERE expires_at = (SELECT MAX(expires_at) FROM user_tokens)',
    ).run(Date.now() - 1);
    const expired = await call(server, '/userapi/base/info', {}, { token: expiring, as: 'none' });
    expect(expired).toMatchObject({ status: 401, body: { retcode: 1000 } });
  });
});

describe('base/user/acct', () => {
  it('answers the balance: 1000 for the first demo account, 0 for the second', async () => {
    const rich = await call(server, '/userapi/base/user/acct', {}, { token, as: 'none' });
    expect(rich.body.data).toEqual({ userId: '10001', balance: 1000 });
    const other = await loginToken(server, '13800000002');
    const poor = await call(server, '/userapi/base/user/acct', {}, { token: other, as: 'none' });
    expect(poor.body.data).toEqual({ userId: '10002', balance: 0 });
  });
});

describe('base/update/friends', () => {
  const update = (ids: string[], who = token, as?: 'form') =>
    call(server, '/userapi/base/update/friends', { friendIds: ids }, { token: who, ...(as ? { as } : {}) });
  const hidden = (userId: string) => ({ userId, userName: '', userImage: '', mutual: false });

  it('replaces the list; names only for users who listed the caller too, in the order sent', async () => {
    const first = await update(['10002', '10003']);
    expect(first.body).toMatchObject({ retcode: 200, retmsg: '好友列表已更新' });
    // Neither has listed 10001: nothing about them is shown.
    expect(first.body.data).toEqual({ friends: [hidden('10002'), hidden('10003')] });
    const other = await loginToken(server, '13800000002');
    const back = await update(['10001'], other);
    expect(back.body.data).toEqual({
      friends: [{ userId: '10001', userName: '锦城老球迷', userImage: '', mutual: true }],
    });
    const again = await update(['10003', '10002']);
    expect(again.body.data).toEqual({
      friends: [hidden('10003'), { userId: '10002', userName: '周末看球', userImage: '', mutual: true }],
    });
    const form = await update(['10002'], token, 'form');
    expect((form.body.data as { friends: unknown[] }).friends).toHaveLength(1);
    const cleared = await update([]);
    expect(cleared.body.data).toEqual({ friends: [] });
    await update([], other);
  });

  it('answers the same for an id that is no account, an account in cancellation and a stranger', async () => {
    const answer = await update(['99999', '10003', '10002', '123456789']);
    expect(answer.body).toMatchObject({ retcode: 200 });
    expect(answer.body.data).toEqual({
      friends: [hidden('99999'), hidden('10003'), hidden('10002'), hidden('123456789')],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/不存在/);
    await update([]);
  });

  it('refuses the user themself and duplicates', async () => {
    const self = await update(['10001']);
    expect(self.body).toMatchObject({ retcode: 1011, retmsg: '不能添加自己为好友' });
    const twice = await update(['10002', '10002']);
    expect(twice.status).toBe(400);
  });
});

describe('pay/query/state', () => {
  it('answers a clear error for an unknown order', async () => {
    const answer = await call(server, '/userapi/pay/query/state', { orderNo: 'JC20250601000001' }, { token });
    expect(answer).toMatchObject({
      status: 404,
      body: { retcode: 1404, retmsg: '订单不存在：JC20250601000001' },
    });
  });

  it("answers the state of the user's own order only", async () => {
    await prep(
      server.db,
      'INSERT INTO orders (order_no, user_id, coins, amount_fen, state, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run('JC20250601000002', 10001, 600, 6000, 'pending', 1_750_000_000_000);
    const answer = await call(
      server,
      '/userapi/pay/query/state',
      { orderNo: 'JC20250601000002' },
      { token, as: 'form' },
    );
    expect(answer.body.data).toEqual({
      orderNo: 'JC20250601000002',
      state: 'pending',
      coins: 600,
      firstOrderBonus: 0,
      amountFen: 6000,
      payMethod: 'wechat',
      createdAt: 1_750_000_000_000,
      paidAt: null,
      expiresAt: null,
      closeReason: null,
    });
    const other = await loginToken(server, '13800000002');
    const foreign = await call(
      server,
      '/userapi/pay/query/state',
      { orderNo: 'JC20250601000002' },
      { token: other },
    );
    expect(foreign.body.retcode).toBe(1404);
  });
});

describe('user service for other modules', () => {
  it('resolves tokens and moves coins with an idempotent ledger', async () => {
    const service = createUserService(server.db);
    expect(await service.userIdFromToken(token)).toBe(10001);
    expect(await service.userIdFromToken('forged')).toBeNull();
    await expect(service.requireUserId('forged')).rejects.toMatchObject({ retcode: 1000 });
    const start = await service.getBalance(10001);
    expect(await service.debit(10001, 30, { reason: 'solution-unlock', ref: 'solution:7' })).toEqual({
      balance: start - 30,
      applied: true,
    });
    expect(await service.debit(10001, 30, { reason: 'solution-unlock', ref: 'solution:7' })).toEqual({
      balance: start - 30,
      applied: false,
    });
    expect((await service.credit(10001, 30, { reason: 'refund' })).balance).toBe(start);
    await expect(service.debit(10002, 1, { reason: 'solution-unlock' })).rejects.toMatchObject({
      retcode: 1010,
      message: '余额不足，请先充值',
    });
  });
});
