import type { SearchData, SearchGroup, SearchKind } from '@jincheng/shared/core';
import { SEARCH_LIMITS } from '@jincheng/shared/core';
import { shanghaiDay, nowS } from '../../src/sport/time';
import { getJson, startServer, type TestServer } from './helpers';

describe('GET /sportapi/search', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
    // The first query waits for the index build (pinyin for every name): seconds on a loaded machine.
    await fetch(`${s.base}/sportapi/search?q=hm`, { signal: AbortSignal.timeout(100000) }).then((r) =>
      r.text(),
    );
  }, 120000);
  jest.setTimeout(30000);
  afterAll(() => s.close());

  const search = (params: string) => getJson<SearchData>(`${s.base}/sportapi/search?${params}`);
  const group = (data: SearchData, kind: SearchKind): SearchGroup =>
    data.groups.find((g) => g.kind === kind) ?? { kind, total: 0, list: [] };
  const teamIds = (data: SearchData) => group(data, 'team').list.map((h) => ('id' in h ? h.id : 0));
  const realMadrid = () =>
    s.db.qb
      .selectFrom('sport_teams')
      .select(['id', 'name', 'name_en'])
      .where('short_name', '=', '皇马')
      .where('sport', '=', 'football')
      .executeTakeFirstOrThrow();

  it('finds a team by pinyin initials, full pinyin, short name, Chinese and English name', async () => {
    const team = await realMadrid();
    for (const q of ['hm', 'HM', 'huangma', 'huang ma', '皇马', team.name, team.name_en.toLowerCase()]) {
      const { status, body } = await search(`q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(teamIds(body.data)[0]).toBe(team.id);
    }
  });

  it('finds players by English name and leagues by pinyin, grouped in the shown order', async () => {
    const player = await s.db.qb
      .selectFrom('sport_players')
      .select(['id', 'name_en'])
      .orderBy('skill', 'desc')
      .executeTakeFirstOrThrow();
    const { body } = await search(`q=${encodeURIComponent(player.name_en)}&limit=20`);
    expect(group(body.data, 'player').list.map((h) => ('id' in h ? h.id : 0))).toContain(player.id);
    const league = await s.db.qb
      .selectFrom('sport_leagues')
      .select(['id'])
      .where('short_name', '=', '英超')
      .executeTakeFirstOrThrow();
    const byPinyin = (await search('q=yingchao')).body.data;
    const leagueHit = group(byPinyin, 'league').list[0];
    expect(leagueHit && 'id' in leagueHit ? leagueHit.id : 0).toBe(league.id);
    const order = ['team', 'player', 'league', 'match'];
    const kinds = (await search('q=a')).body.data.groups.map((g) => g.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it('finds today’s matches by a team’s name, with their live state', async () => {
    const match = await s.db.qb
      .selectFrom('sport_matches as m')
      .innerJoin('sport_teams as h', 'h.id', 'm.home_id')
      .select(['m.id', 'm.status', 'h.short_name'])
      .where('m.day', '=', shanghaiDay(nowS()))
      .executeTakeFirstOrThrow();
    const { body } = await search(`q=${encodeURIComponent(match.short_name)}&limit=20`);
    const hit = group(body.data, 'match').list.find((h) => h.kind === 'match' && h.match.id === match.id);
    expect(hit?.kind === 'match' && hit.match.status).toBe(match.status);
  });

  it('answers an empty query with no groups, and caps each group at limit', async () => {
    for (const q of ['', '%20%20', '·']) expect((await search(`q=${q}`)).body.data.groups).toEqual([]);
    expect((await search('')).body.data.groups).toEqual([]);
    const { body } = await search('q=a&limit=2');
    expect(body.data.groups.length).toBeGreaterThan(0);
    for (const g of body.data.groups) {
      expect(g.list.length).toBeLessThanOrEqual(2);
      expect(g.total).toBeGreaterThanOrEqual(g.list.length);
    }
    const wide = (await search('q=a')).body.data.groups;
    expect(Math.max(...wide.map((g) => g.list.length))).toBe(SEARCH_LIMITS.defaultPerGroup);
  });

  it('refuses bad input with a clear Chinese message', async () => {
    const long = await search(`q=${'a'.repeat(SEARCH_LIMITS.maxQuery + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.retmsg).toBe(`搜索内容太长，最多 ${SEARCH_LIMITS.maxQuery} 个字`);
    for (const limit of ['0', '21', '-3']) {
      const r = await search(`q=hm&limit=${limit}`);
      expect(r.status).toBe(400);
      expect(r.body.retmsg).toBe('每组结果数 limit 应为 1 到 20 之间的整数');
    }
    const junk = await search('q=hm&limit=abc');
    expect(junk.status).toBe(400);
    expect(junk.body.retmsg).toMatch(/^参数错误/);
  });

  it('reports its server time', async () => {
    const res = await fetch(`${s.base}/sportapi/search?q=hm`, { signal: AbortSignal.timeout(10000) });
    expect(res.headers.get('server-timing')).toMatch(/^search;dur=\d+(\.\d)?$/);
  });
});
