import type { BuySolutionData, Page, SolutionDetailData, SolutionSummary } from '@jincheng/shared/core';
import { fakeAccounts, getJson, startServer, type TestServer } from './helpers';

describe('buying a solution', () => {
  let s: TestServer;
  let accounts: Awaited<ReturnType<typeof fakeAccounts>>;
  let paid: SolutionSummary;

  beforeAll(async () => {
    const holder: { accounts?: Awaited<ReturnType<typeof fakeAccounts>> } = {};
    // The fake wallet needs the server's database, which exists only once the server starts.
    s = await startServer({
      auth: { userIdFromRequest: (r) => holder.accounts!.auth.userIdFromRequest(r) },
      wallet: {
        balance: (u, e) => holder.accounts!.wallet.balance(u, e),
        hold: (u, e) => holder.accounts!.wallet.hold(u, e),
        debit: (u, a, r, k, e) => holder.accounts!.wallet.debit(u, a, r, k, e),
      },
    });
    holder.accounts = accounts = await fakeAccounts(s.db);
    const list = await getJson<Page<SolutionSummary>>(`${s.base}/sportapi/solutions?pageSize=50`);
    paid = list.body.data.list.find((x) => x.price > 0)!;
  }, 60000);
  afterAll(() => s.close());

  const buy = (token?: string, id = paid.id) =>
    getJson<BuySolutionData>(`${s.base}/sportapi/solutions/${id}/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: '{}',
    });

  it('hides the paid analysis from visitors and refuses to sell to them', async () => {
    const detail = await getJson<SolutionDetailData>(`${s.base}/sportapi/solutions/${paid.id}`);
    expect(detail.body.data.locked).toBe(true);
    expect(detail.body.data.analysis).toBeNull();
    const res = await buy();
    expect(res.status).toBe(401);
  });

  it('refuses clearly when the balance is too low', async () => {
    await accounts.setBalance(7, paid.price - 1);
    const res = await buy('token-7');
    expect(res.status).toBe(402);
    expect(res.body.retmsg).toContain('余额不足');
    expect(await accounts.wallet.balance(7)).toBe(paid.price - 1);
  });

  it('charges once, shows the analysis, and never charges a second time', async () => {
    await accounts.setBalance(8, 500);
    const first = await buy('token-8');
    expect(first.body.data.charged).toBe(paid.price);
    expect(first.body.data.balance).toBe(500 - paid.price);
    const detail = await getJson<SolutionDetailData>(`${s.base}/sportapi/solutions/${paid.id}`, {
      headers: { token: 'token-8' },
    });
    expect(detail.body.data.purchased).toBe(true);
    expect(detail.body.data.analysis).toEqual(expect.any(String));
    const [again, concurrent] = await Promise.all([buy('token-8'), buy('token-8')]);
    expect(again.body.data.charged).toBe(0);
    expect(concurrent.body.data.alreadyPurchased).toBe(true);
    expect(await accounts.wallet.balance(8)).toBe(500 - paid.price);
    const other = await getJson<SolutionDetailData>(`${s.base}/sportapi/solutions/${paid.id}`, {
      headers: { token: 'token-9' },
    });
    expect(other.body.data.analysis).toBeNull();
  });

  it('answers an unknown solution with 404 and a bad body with 400', async () => {
    expect((await buy('token-8', 99999999)).status).toBe(404);
    const res = await getJson(`${s.base}/sportapi/solutions/${paid.id}/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: 'token-8' },
      body: '{"x":',
    });
    expect(res.status).toBe(400);
  });
});
