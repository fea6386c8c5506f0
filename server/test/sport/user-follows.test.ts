import Fastify from 'fastify';
import type { FollowedMatchesData, FollowSet, MatchListData } from '@jincheng/shared/core';
import { MATCH_STATUS_PHASE } from '@jincheng/shared/core';
import { readConfig } from '../../src/config';
import { installErrorEnvelope } from '../../src/http/envelope';
import { registerSportApi } from '../../src/sport';
import { prep } from '../db/sql';
import { fakeAccounts, getJson, startServer, TEST_SEED, testAnchor, type TestServer } from './helpers';

describe('following teams, leagues and matches', () => {
  let s: TestServer;

  beforeAll(async () => {
    const holder: { accounts?: Awaited<ReturnType<typeof fakeAccounts>> } = {};
    s = await startServer({ auth: { userIdFromRequest: (r) => holder.accounts!.auth.userIdFromRequest(r) } });
    holder.accounts = await fakeAccounts(s.db);
    // Seeding the shared template on a fresh PostgreSQL cluster takes long on a loaded machine.
  }, 180000);
  afterAll(() => s?.close());

  const post = <T>(path: string, body: unknown, token?: string, base = s.base) =>
    getJson<T>(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
  const mine = (token: string, base = s.base) =>
    getJson<FollowSet>(`${base}/sportapi/follows`, { headers: { token } });
  const today = () => getJson<MatchListData>(`${s.base}/sportapi/matches?sport=football&pageSize=2000`);

  it('follows and unfollows a team, a league and a match, stored in the database', async () => {
    const m = (await today()).body.data.list[0]!;
    await post('/sportapi/follows', { kind: 'team', id: m.home.id, follow: true }, 'token-41');
    await post('/sportapi/follows', { kind: 'league', id: m.league.id, follow: true }, 'token-41');
    const res = await post<FollowSet>(
      '/sportapi/follows',
      { kind: 'match', id: m.id, follow: true },
      'token-41',
    );
    expect(res.body.data).toEqual({ teams: [m.home.id], leagues: [m.league.id], matches: [m.id] });
    await post('/sportapi/follows', { kind: 'match', id: m.id, follow: true }, 'token-41');
    const rows = await prep(s.db, 'SELECT kind, target_id FROM user_follows WHERE user_id = 41').all();
    expect(rows).toHaveLength(3);
    const off = await post<FollowSet>(
      '/sportapi/follows',
      { kind: 'team', id: m.home.id, follow: false },
      'token-41',
    );
    expect(off.body.data.teams).toEqual([]);
    expect((await mine('token-42')).body.data).toEqual({ teams: [], leagues: [], matches: [] });
  });

  it('merges a visitor’s follows once: the same merge twice adds nothing, unknown ids are skipped', async () => {
    const list = (await today()).body.data.list;
    const teams = [list[0]!.home.id, list[1]!.away.id];
    await post('/sportapi/follows', { kind: 'team', id: teams[0], follow: true }, 'token-43');
    const body = { teams: [...teams, teams[0], 2147483000], matches: [list[2]!.id], leagues: [] };
    const first = await post<FollowSet>('/sportapi/follows/merge', body, 'token-43');
    const second = await post<FollowSet>('/sportapi/follows/merge', body, 'token-43');
    expect({ ...first.body.data, teams: [...first.body.data.teams].sort() }).toEqual({
      teams: [...teams].sort(),
      leagues: [],
      matches: [list[2]!.id],
    });
    expect(second.body.data).toEqual(first.body.data);
    const n = await prep(s.db, 'SELECT count(*) n FROM user_follows WHERE user_id = 43').get<{ n: number }>();
    expect(Number(n?.n)).toBe(3);
  });

  it('answers the same follows on a second instance over the same database', async () => {
    const m = (await today()).body.data.list[3]!;
    await post('/sportapi/follows', { kind: 'match', id: m.id, follow: true }, 'token-44');
    const accounts = await fakeAccounts(s.db);
    const app = Fastify({ logger: false });
    installErrorEnvelope(app);
    const config = { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: s.dataDir, outDir: s.dataDir };
    await registerSportApi(
      app,
      { config, db: s.db },
      {
        seed: TEST_SEED,
        anchor: testAnchor(),
        simulator: { enabled: false },
        auth: accounts.auth,
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      expect((await mine('token-44', `http://127.0.0.1:${port}`)).body.data.matches).toEqual([m.id]);
    } finally {
      await app.close();
    }
  });

  it('refuses visitors, unknown targets, a full list and bad bodies with clear messages', async () => {
    expect((await getJson(`${s.base}/sportapi/follows`)).status).toBe(401);
    expect((await post('/sportapi/follows', { kind: 'team', id: 1, follow: true })).status).toBe(401);
    const unknown = await post(
      '/sportapi/follows',
      { kind: 'team', id: 2147483000, follow: true },
      'token-45',
    );
    expect([unknown.status, unknown.body.retmsg]).toEqual([404, '球队不存在']);
    expect(
      (await post('/sportapi/follows', { kind: 'player', id: 1, follow: true }, 'token-45')).status,
    ).toBe(400);
    expect((await post('/sportapi/follows', { kind: 'team', id: 1 }, 'token-45')).status).toBe(400);
    const tooMany = { matches: Array.from({ length: 201 }, (_, i) => i + 1) };
    expect((await post('/sportapi/follows/merge', tooMany, 'token-45')).status).toBe(400);
    const ids = (await today()).body.data.list.slice(0, 200).map((m) => m.id);
    await post('/sportapi/follows/merge', { matches: ids }, 'token-45');
    const extra = (await getJson<MatchListData>(`${s.base}/sportapi/matches?sport=basketball&pageSize=1`))
      .body.data.list[0]!;
    const full = await post('/sportapi/follows', { kind: 'match', id: extra.id, follow: true }, 'token-45');
    expect([full.status, full.body.retmsg]).toEqual([400, '关注数量已达上限']);
  });

  it('reads the followed matches: a team’s live and next match, a league’s live ones, live first', async () => {
    const list = (await today()).body.data.list;
    const upcoming = list.find((m) => MATCH_STATUS_PHASE[m.status] === 'upcoming')!;
    const team = upcoming.home.id;
    const res = await getJson<FollowedMatchesData>(`${s.base}/sportapi/follows/matches?teams=${team}`);
    const got = res.body.data.matches;
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((m) => m.home.id === team || m.away.id === team)).toBe(true);
    expect(got.filter((m) => MATCH_STATUS_PHASE[m.status] === 'upcoming')).toHaveLength(1);
    expect(typeof res.body.data.eventId).toBe('number');
    const finished = list.find((m) => MATCH_STATUS_PHASE[m.status] === 'finished')!;
    const both = await getJson<FollowedMatchesData>(
      `${s.base}/sportapi/follows/matches?matches=${finished.id}&teams=${team}`,
    );
    const order = both.body.data.matches.map((m) => MATCH_STATUS_PHASE[m.status]);
    expect(order[order.length - 1]).toBe('finished');
    expect(both.body.data.matches.map((m) => m.id)).toContain(finished.id);
    expect((await getJson(`${s.base}/sportapi/follows/matches?teams=abc`)).status).toBe(400);
    const empty = await getJson<FollowedMatchesData>(`${s.base}/sportapi/follows/matches`);
    expect(empty.body.data.matches).toEqual([]);
  });
});
