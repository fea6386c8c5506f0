import type { PlayerDetailData, SearchData, TeamDetailData } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORLD_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-world';
import { COMPETITIONS } from '../../src/sport/seed/competitions';
import { peopleTables } from '../../src/sport/seed/people';
import { getJson, startServer, type TestServer } from './helpers';

/**
 * Issue 46 item 5 through the API: a fan types C罗, 梅西 or a nickname and opens the right player, at his
 * real club of a real 沙特联 / 美职联 / 日职联 / 英冠.
 */
describe('stars found as fans type them', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
    await fetch(`${s.base}${SPORT_API.search}?q=hm`, { signal: AbortSignal.timeout(100000) }).then((r) =>
      r.text(),
    );
  }, 120000);
  jest.setTimeout(30000);
  afterAll(() => s.close());

  const api = <T>(path: string) => getJson<T>(`${s.base}${path}`).then((r) => r.body.data);
  const players = async (q: string) => {
    const data = await api<SearchData>(`${SPORT_API.search}?q=${encodeURIComponent(q)}&limit=20`);
    const group = data.groups.find((g) => g.kind === 'player');
    return {
      total: group?.total ?? 0,
      list: (group?.list ?? []).flatMap((h) => (h.kind === 'player' ? [h] : [])),
    };
  };
  /** The first player hit, opened on the player API: his name, spelling, aliases and club. */
  const open = async (q: string) => {
    const hit = (await players(q)).list[0];
    expect(`${q}: ${hit ? 'found' : 'nothing'}`).toBe(`${q}: found`);
    const data = await api<PlayerDetailData>(SPORT_API.player(hit?.id ?? 0));
    return { ...data.player, team: data.team.name };
  };

  it.each([
    ['C罗', 'Cristiano Ronaldo', '利雅得胜利'],
    ['c罗', 'Cristiano Ronaldo', '利雅得胜利'],
    ['克里斯蒂亚诺·罗纳尔多', 'Cristiano Ronaldo', '利雅得胜利'],
    ['Cristiano Ronaldo', 'Cristiano Ronaldo', '利雅得胜利'],
    ['CR7', 'Cristiano Ronaldo', '利雅得胜利'],
    ['梅西', 'Lionel Messi', '迈阿密国际'],
    ['messi', 'Lionel Messi', '迈阿密国际'],
    ['Leo Messi', 'Lionel Messi', '迈阿密国际'],
    ['苏亚雷斯', 'Luis Suárez', '迈阿密国际'],
    ['孙兴慜', 'Son Heung-min', '洛杉矶FC'],
    ['孙兴民', 'Son Heung-min', '洛杉矶FC'],
    ['本泽马', 'Karim Benzema', '吉达联合'],
    ['本大锤', 'Karim Benzema', '吉达联合'],
    ['马内', 'Sadio Mané', '利雅得胜利'],
    ['大迫勇也', 'Yuya Osako', '神户胜利船'],
    // Basketball nicknames from the tables' tenth field (NBA and CBA rows).
    ['字母哥', 'Giannis Antetokounmpo', '密尔沃基雄鹿'],
    ['詹皇', 'LeBron James', '洛杉矶湖人'],
    ['浓眉', 'Anthony Davis', '达拉斯独行侠'],
    ['大魔王', 'Zhou Qi', '北京首钢'],
    ['周琦', 'Zhou Qi', '北京首钢'],
    ['胡明轩', 'Hu Mingxuan', '广东华南虎'],
    ['赵继伟', 'Zhao Jiwei', '辽宁本钢'],
    ['武磊', 'Wu Lei', '上海海港'],
  ])('“%s” opens %s of %s', async (q, en, club) => {
    const player = await open(q);
    expect([player.nameEn, player.team]).toEqual([en, club]);
  });

  it('the player page shows the original spelling and the aliases', async () => {
    const ronaldo = await open('C罗');
    expect(ronaldo).toMatchObject({
      name: 'C罗',
      nameEn: 'Cristiano Ronaldo',
      number: 7,
      nationality: '葡萄牙',
    });
    expect(ronaldo.aliases).toEqual(expect.arrayContaining(['克里斯蒂亚诺·罗纳尔多', 'CR7']));
    const messi = await open('梅西');
    expect(messi.aliases).toEqual(expect.arrayContaining(['Leo Messi']));
    expect((await open('马内')).aliases).toEqual([]);
  });

  it('梅西 finds only 梅西: no generated name resembles him', async () => {
    const found = await players('梅西');
    expect(found.list.map((p) => p.nameEn)).toEqual(['Lionel Messi']);
    expect(found.total).toBe(1);
    // Nor is a generated club named after him (梅西多青年人 was).
    const data = await api<SearchData>(`${SPORT_API.search}?q=${encodeURIComponent('梅西')}`);
    expect(data.groups.find((g) => g.kind === 'team')?.list ?? []).toEqual([]);
    // Across the whole seeded world, a name that reads as a star's is that star's own.
    const real = new Set(
      [...peopleTables().football.clubs.values()].flatMap((clubs) =>
        [...clubs.values()].flatMap((c) => c.players.map((p) => p.name)),
      ),
    );
    const all = await s.db.qb.selectFrom('sport_players').select(['name']).execute();
    const lookalikes = all
      .map((p) => p.name)
      .filter((n) => /梅西|内马尔|姆巴佩|哈兰德|萨拉赫/.test(n.replace(/·/g, '')) && !real.has(n));
    expect(lookalikes).toEqual([]);
  });

  it('seeds the real clubs of 英冠, 沙特联, 美职联 and 日职联 in their leagues, at their real sizes', async () => {
    // The product's clock is in 2026/27: a league the shipped 2026/27 data lists (英冠, after the real promotions
    // and relegations: 伯恩利, 西汉姆联 and 狼队 down, 考文垂, 赫尔城 and 伊普斯维奇 up …) has exactly those clubs.
    const data = join(__dirname, '../../data/openfootball');
    const chinese = JSON.parse(readFileSync(join(data, 'clubs.json'), 'utf8')) as Record<string, [string]>;
    const current = (
      JSON.parse(readFileSync(join(data, '2026-27/clubs.json'), 'utf8')) as {
        leagues: Record<string, { clubs: string[] }>;
      }
    ).leagues;
    // The 英冠 plays its real fixture file: its clubs are the ones the file's matches name.
    const championship = JSON.parse(readFileSync(join(data, '2026-27/en.2.json'), 'utf8')) as {
      league: string;
      matches: Array<[string, string, string | null, string, string]>;
    };
    current[championship.league] = { clubs: [...new Set(championship.matches.map((m) => m[3]))] };
    expect(current['英冠']?.clubs).toHaveLength(24);
    for (const [league, catalogue] of Object.entries(WORLD_FOOTBALL_CLUBS)) {
      const def = COMPETITIONS.find((c) => c.sport === 'football' && c.short === league);
      expect(`${league} ${catalogue.length}`).toBe(`${league} ${def?.teams}`);
      const rows = current[league]?.clubs.map((en) => chinese[en]?.[0] ?? en) ?? catalogue;
      expect(`${league} ${rows.length}`).toBe(`${league} ${def?.teams}`);
      const seeded = await s.db.qb
        .selectFrom('sport_teams as t')
        .innerJoin('sport_leagues as l', 'l.id', 't.league_id')
        .select(['t.name'])
        .where('l.short_name', '=', league)
        .execute();
      expect([league, seeded.map((t) => t.name).sort()]).toEqual([
        league,
        rows.map((r) => r.split('|')[0]).sort(),
      ]);
    }
    // A club relegated into the 英冠 keeps its real people: 凯尔·沃克 plays for 伯恩利 under 斯科特·帕克.
    const walker = await open('凯尔·沃克');
    expect([walker.nameEn, walker.team]).toEqual(['Kyle Walker', '伯恩利']);
    const burnley = await s.db.qb
      .selectFrom('sport_teams')
      .select(['coach'])
      .where('name', '=', '伯恩利')
      .executeTakeFirstOrThrow();
    expect(burnley.coach).toBe('斯科特·帕克');
    const nassr = await s.db.qb
      .selectFrom('sport_teams')
      .select('id')
      .where('name', '=', '利雅得胜利')
      .executeTakeFirstOrThrow();
    const team = await api<TeamDetailData>(SPORT_API.team(nassr.id));
    expect(team.team.coach).toBe('若热·热苏斯');
    expect(team.squad.map((p) => p.name)).toEqual(expect.arrayContaining(['C罗', '马内']));
  });
});
