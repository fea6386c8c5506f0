import type { ArticleSummary, ExpertDetailData, FollowExpertData, Page } from '@jincheng/shared/core';
import { fakeAccounts, getJson, startServer, type TestServer } from './helpers';
import { prep } from '../db/sql';

describe('following experts and intelligence by match day', () => {
  let s: TestServer;

  beforeAll(async () => {
    const holder: { accounts?: Awaited<ReturnType<typeof fakeAccounts>> } = {};
    s = await startServer({
      auth: { userIdFromRequest: (r) => holder.accounts!.auth.userIdFromRequest(r) },
    });
    holder.accounts = await fakeAccounts(s.db);
  }, 60000);
  afterAll(() => s.close());

  const follow = (id: number, body: unknown, token?: string) =>
    getJson<FollowExpertData>(`${s.base}/sportapi/experts/${id}/follow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
  const detail = (id: number, token?: string) =>
    getJson<ExpertDetailData>(`${s.base}/sportapi/experts/${id}`, { headers: token ? { token } : {} });

  it('follows and unfollows once per user, counting the follow in the expert’s followers', async () => {
    const before = (await detail(3)).body.data;
    expect(before.following).toBe(false);
    const first = await follow(3, { follow: true }, 'token-5');
    expect(first.body.data).toEqual({ expertId: 3, following: true, followers: before.expert.followers + 1 });
    await follow(3, { follow: true }, 'token-5');
    const mine = (await detail(3, 'token-5')).body.data;
    expect(mine.following).toBe(true);
    expect(mine.expert.followers).toBe(before.expert.followers + 1);
    expect((await detail(3)).body.data.following).toBe(false);
    const off = await follow(3, { follow: false }, 'token-5');
    expect(off.body.data.followers).toBe(before.expert.followers);
  });

  it('refuses visitors, unknown experts and bad bodies', async () => {
    expect((await follow(3, { follow: true })).status).toBe(401);
    expect((await follow(9999, { follow: true }, 'token-5')).status).toBe(404);
    expect((await follow(3, { follow: 'yes' }, 'token-5')).status).toBe(400);
    expect((await follow(3, {}, 'token-5')).status).toBe(400);
  });

  it('filters articles by the Shanghai day of their match', async () => {
    const all = await getJson<Page<ArticleSummary>>(
      `${s.base}/sportapi/articles?kind=intelligence&pageSize=1`,
    );
    const first = all.body.data.list[0]!;
    const day = (
      (await prep(s.db, 'SELECT day FROM sport_matches WHERE id = ?').get(first.matchId)) as { day: string }
    ).day;
    const res = await getJson<Page<ArticleSummary>>(
      `${s.base}/sportapi/articles?kind=intelligence&date=${day}&pageSize=200`,
    );
    expect(res.body.data.list.map((a) => a.id)).toContain(first.id);
    const days = (await prep(
      s.db,
      `SELECT DISTINCT m.day FROM sport_matches m WHERE m.id IN (${res.body.data.list.map((a) => a.matchId).join(',')})`,
    ).all()) as Array<{ day: string }>;
    expect(days).toEqual([{ day }]);
    expect((await getJson(`${s.base}/sportapi/articles?kind=intelligence&date=2025-13-40`)).status).toBe(400);
  });
});
