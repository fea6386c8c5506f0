import type { BuySolutionData, Page, SolutionDetailData, SolutionSummary } from '@jincheng/shared/core';
import { modelState } from '../../src/sport/model/store';
import { pickVerdict } from '../../src/sport/model/solution-view';
import { prep } from '../db/sql';
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
    // The model's backtest (read by the solutions' model view) takes seconds once; warm it outside the
    // requests' timeout.
    await modelState(s.db.qb);
    const list = await getJson<Page<SolutionSummary>>(`${s.base}/sportapi/solutions?pageSize=50`);
    paid = list.body.data.list.find((x) => x.price > 0)!;
  }, 300_000);
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

  describe('the model beside the pick (issue 50)', () => {
    const pickSide = async (id: number) =>
      (await prep(s.db, 'SELECT pick_side FROM sport_solutions WHERE id = ?').get<{ pick_side: string }>(id))!
        .pick_side;
    const setPickSide = (id: number, side: string) =>
      prep(s.db, 'UPDATE sport_solutions SET pick_side = ? WHERE id = ?').run(side, id);
    const detail = async (id: number, token?: string) =>
      (
        await getJson<SolutionDetailData>(`${s.base}/sportapi/solutions/${id}`, {
          headers: token ? { token } : {},
        })
      ).body.data;
    const listed = async () =>
      (await getJson<Page<SolutionSummary>>(`${s.base}/sportapi/solutions?pageSize=100`)).body.data.list;

    it('shows the forecast beside every solution whose match has one, the verdict only on a free pick', async () => {
      const list = await listed();
      const withModel = list.filter((x) => x.model);
      expect(withModel.filter((x) => x.price === 0).length).toBeGreaterThan(0);
      expect(withModel.filter((x) => x.price > 0).length).toBeGreaterThan(0);
      for (const x of withModel) {
        const model = x.model!;
        if (x.price > 0) {
          expect(model.verdict).toBe('hidden');
          expect(model.pickProbability).toBeNull();
        } else {
          const { verdict, p } = pickVerdict(model.forecast, await pickSide(x.id));
          expect(model.verdict).toBe(verdict);
          expect(model.pickProbability).toBe(p);
        }
      }
      // The seeded picks are 胜平负 (胜负 in basketball): the model prices every one of them.
      expect(withModel.filter((x) => x.price === 0).map((x) => x.model!.verdict)).not.toContain('unpriced');
    });

    it('never leaks a locked pick through the model: any pick gives the same answer until it is bought', async () => {
      const locked = (await listed()).find((x) => x.price > 0 && x.id !== paid.id && x.model)!;
      expect(locked).toBeDefined();
      const side = await pickSide(locked.id);
      const sides = locked.model!.forecast.sport === 'football' ? ['home', 'draw', 'away'] : ['home', 'away'];
      const answers = new Set<string>();
      try {
        for (const each of sides) {
          await setPickSide(locked.id, each);
          const [anon, other] = [await detail(locked.id), await detail(locked.id, 'token-11')];
          expect(anon.locked).toBe(true);
          expect(anon.pick).toBeNull();
          expect(anon.model!.verdict).toBe('hidden');
          expect(anon.model!.pickProbability).toBeNull();
          answers.add(JSON.stringify(anon.model));
          answers.add(JSON.stringify(other.model));
          answers.add(JSON.stringify((await listed()).find((x) => x.id === locked.id)!.model));
        }
      } finally {
        await setPickSide(locked.id, side);
      }
      expect(answers.size).toBe(1);

      // Bought, the pick is the buyer's, and so is the model's verdict on it.
      await accounts.setBalance(10, 500);
      const bought = await buy('token-10', locked.id);
      const expected = pickVerdict(locked.model!.forecast, side);
      expect(bought.body.data.model).toMatchObject({
        verdict: expected.verdict,
        pickProbability: expected.p,
      });
      expect(['agree', 'disagree']).toContain(expected.verdict);
      expect((await detail(locked.id, 'token-10')).model).toEqual(bought.body.data.model);
      expect((await detail(locked.id)).model!.verdict).toBe('hidden');
    });

    it('says the model does not cover a market it cannot price, and still shows its forecast', async () => {
      const free = (await listed()).find((x) => x.price === 0 && x.model?.forecast.sport === 'football')!;
      const side = await pickSide(free.id);
      try {
        await setPickSide(free.id, 'home-1');
        const answer = await detail(free.id);
        expect(answer.model).toEqual({ ...free.model, verdict: 'unpriced', pickProbability: null });
      } finally {
        await setPickSide(free.id, side);
      }
      expect((await detail(free.id)).model).toEqual(free.model);
    });
  });
});
