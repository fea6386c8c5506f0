import type {
  FootballMatchDetail,
  PlayerDetailData,
  SearchData,
  TeamDetailData,
} from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_PLAYER_BASE, PEOPLE_DIR } from '../../src/sport/seed/people';
import { getJson, startServer, type TestServer } from './helpers';

/** Issue 31 item 2 through the API: real squads and coaches at the clubs, found by search as fans type. */
describe('real people in the seeded world', () => {
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
  const teamId = (short: string, sport = 'football') =>
    s.db.qb
      .selectFrom('sport_teams')
      .select('id')
      .where('short_name', '=', short)
      .where('sport', '=', sport)
      .orderBy('id')
      .executeTakeFirstOrThrow()
      .then((t) => t.id);
  const firstPlayer = async (q: string) => {
    const data = await api<SearchData>(`${SPORT_API.search}?q=${encodeURIComponent(q)}`);
    const hit = data.groups.find((g) => g.kind === 'player')?.list[0];
    return hit && 'id' in hit ? hit : null;
  };

  it('曼城 plays with 哈兰德 under 瓜迪奥拉', async () => {
    const team = await api<TeamDetailData>(SPORT_API.team(await teamId('曼城')));
    expect(team.team.coach).toBe('瓜迪奥拉');
    const haaland = team.squad.find((p) => p.name === '哈兰德');
    expect(haaland).toMatchObject({ number: 9, nationality: '挪威' });
  });

  it('利物浦 has 萨拉赫 and the NBA 湖人 詹姆斯 and 东契奇', async () => {
    const liverpool = await api<TeamDetailData>(SPORT_API.team(await teamId('利物浦')));
    expect(liverpool.team.coach).toBe('斯洛特');
    expect(liverpool.squad.map((p) => p.name)).toContain('萨拉赫');
    const lakers = await api<TeamDetailData>(SPORT_API.team(await teamId('湖人', 'basketball')));
    expect(lakers.squad.map((p) => p.name)).toEqual(expect.arrayContaining(['詹姆斯', '东契奇']));
  });

  it.each(['哈兰德', 'haaland', 'Erling Haaland', 'hld'])(
    'search “%s” ranks 哈兰德 of 曼城 first',
    async (q) => {
      const hit = await firstPlayer(q);
      expect(hit).toMatchObject({ name: '哈兰德', nameEn: 'Erling Haaland', teamName: '曼城' });
    },
  );

  it.each([
    ['萨拉赫', 'Mohamed Salah'],
    ['salah', 'Mohamed Salah'],
    ['姆巴佩', 'Kylian Mbappé'],
    ['mbappe', 'Kylian Mbappé'],
    ['kane', 'Harry Kane'],
    ['詹姆斯', 'LeBron James'],
    ['库里', 'Stephen Curry'],
    ['约基奇', 'Nikola Jokić'],
  ])('search “%s” finds %s', async (q, en) => {
    expect((await firstPlayer(q))?.nameEn).toBe(en);
  });

  it('a real player keeps the id ids.json gives him, whatever the seed order; generated players sit above', async () => {
    const ids = JSON.parse(readFileSync(join(PEOPLE_DIR, 'ids.json'), 'utf8')) as Record<
      string,
      Record<string, number>
    >;
    for (const [q, sport, en] of [
      ['哈兰德', 'football', 'Erling Haaland'],
      ['约基奇', 'basketball', 'Nikola Jokić'],
    ] as const) {
      const hit = await firstPlayer(q);
      expect(hit?.id).toBe(ids[sport]?.[en]);
      const data = await api<PlayerDetailData>(SPORT_API.player(hit?.id ?? 0));
      expect(data.player.nameEn).toBe(en);
    }
    const city = await api<TeamDetailData>(SPORT_API.team(await teamId('曼城')));
    const generated = city.squad.filter((p) => !Object.values(ids.football ?? {}).includes(p.id));
    expect(generated.length).toBeGreaterThan(0);
    for (const p of generated) expect(p.id).toBeGreaterThan(GENERATED_PLAYER_BASE);
  });

  it('the player page carries the original spelling', async () => {
    const hit = await firstPlayer('哈兰德');
    const data = await api<PlayerDetailData>(SPORT_API.player(hit?.id ?? 0));
    expect(data.player).toMatchObject({ name: '哈兰德', nameEn: 'Erling Haaland' });
  });

  it('英超 matches are refereed by 英超 referees', async () => {
    const league = await s.db.qb
      .selectFrom('sport_leagues')
      .select('id')
      .where('short_name', '=', '英超')
      .executeTakeFirstOrThrow();
    const matches = await s.db.qb
      .selectFrom('sport_matches')
      .select('id')
      .where('league_id', '=', league.id)
      .where('status', '=', 'finished')
      .orderBy('kickoff', 'desc')
      .limit(3)
      .execute();
    expect(matches.length).toBeGreaterThan(0);
    for (const { id } of matches) {
      const detail = await api<FootballMatchDetail>(SPORT_API.match(id));
      expect([
        '迈克尔·奥利弗',
        '安东尼·泰勒',
        '西蒙·胡珀',
        '克里斯·卡瓦纳',
        '保罗·蒂尔尼',
        '克雷格·波森',
        '斯图尔特·阿特韦尔',
        '贾里德·吉列特',
        '罗伯特·琼斯',
        '安迪·马德利',
        '彼得·班克斯',
        '约翰·布鲁克斯',
        '塞缪尔·巴罗特',
        '托尼·哈林顿',
      ]).toContain(detail.referee);
    }
  });
});
