import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchData, TeamDetailData } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { PEOPLE_DIR, peopleTables } from '../../src/sport/seed/people';
import { getJson, startServer, type TestServer } from './helpers';

/**
 * Issue 46: the CBA's and the 中超's clubs carry their real coaches and players (server/data/people), not
 * generated ones (广东's coach was "若索恩·丹梅"); a fan finds 胡明轩, 赵继伟, 周琦 and 武磊.
 */
const LEAGUES: Array<['football' | 'basketball', string]> = [
  ['basketball', 'CBA'],
  ['football', '中超'],
];

describe('the CBA and 中超 people rows', () => {
  const tables = peopleTables();
  const rawRows = (sport: 'football' | 'basketball', league: string): string[][] => {
    // The raw rows, read again from the file, so every field is checked as written.
    const file = JSON.parse(readFileSync(join(PEOPLE_DIR, `${sport}.json`), 'utf8')) as {
      clubs: Record<string, Record<string, { coach?: string; players: string[] }>>;
    };
    return Object.values(file.clubs[league] ?? {}).flatMap((club) =>
      club.players.map((row) => row.split('|')),
    );
  };

  it.each(LEAGUES)('%s %s: clubs exist in the catalogue, each with its real coach', (sport, league) => {
    const clubs = tables[sport].clubs.get(league);
    expect(clubs?.size).toBeGreaterThanOrEqual(14);
    const catalogue = (sport === 'football' ? REAL_FOOTBALL_CLUBS : REAL_BASKETBALL_CLUBS)[league] ?? [];
    const known = new Set(catalogue.map((row) => row.split('|')[0]));
    for (const [club, { coach }] of clubs ?? []) {
      expect(`${club} ${known.has(club)}`).toBe(`${club} true`);
      expect(coach?.name).toMatch(/^[\u4e00-\u9fff·]{2,}$/);
      expect(coach?.en).toMatch(/[A-Za-z]/);
    }
  });

  it.each(LEAGUES)('%s %s: nine fields (and optional aliases), real facts or empty', (sport, league) => {
    const rows = rawRows(sport, league);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    for (const f of rows) {
      const [name, en, position, number, nationality, born, height, foot, source] = f;
      const at = `${league} ${name}`;
      expect(`${at} ${f.length}`).toMatch(/ (9|10)$/);
      expect(en).toMatch(/[A-Za-z]/);
      expect(`${at} ${position}`).toMatch(sport === 'basketball' ? / (PG|SG|SF|PF|C)$/ : / (G|D|M|F)$/);
      expect(`${at} ${number}`).toMatch(/ (\d{1,2})?$/);
      expect(nationality).toBeTruthy();
      expect(`${at} ${born}`).toMatch(/ ((19[89]\d|20[01]\d)(-\d{2}-\d{2})?)?$/);
      if (born && born.length === 10) expect(new Date(`${born}T00:00:00Z`).toISOString()).toContain(born);
      if (height) expect(Number(height)).toBeGreaterThanOrEqual(sport === 'basketball' ? 170 : 160);
      if (height) expect(Number(height)).toBeLessThanOrEqual(sport === 'basketball' ? 232 : 205);
      expect(`${at} ${foot}`).toMatch(sport === 'basketball' ? / $/ : / (右脚|左脚|双脚)?$/);
      expect(`${at} ${source?.trim() ? 'sourced' : 'no source'}`).toBe(`${at} sourced`);
    }
  });
});

describe('the seeded CBA and 中超 clubs', () => {
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
  const team = async (name: string, sport: string) => {
    const row = await s.db.qb
      .selectFrom('sport_teams')
      .select('id')
      .where('name', '=', name)
      .where('sport', '=', sport)
      .executeTakeFirstOrThrow();
    return api<TeamDetailData>(SPORT_API.team(row.id));
  };

  it.each([
    ['广东华南虎', 'basketball', '胡明轩', '杜锋'],
    ['辽宁本钢', 'basketball', '赵继伟', '杨鸣'],
    ['北京首钢', 'basketball', '周琦', '许利民'],
    ['上海海港', 'football', '武磊', '穆斯卡特'],
  ])('%s plays %s with its real coach', async (club, sport, player, coach) => {
    const data = await team(club, sport);
    expect(data.team.coach).toBe(coach);
    expect(data.squad.map((p) => p.name)).toContain(player);
  });

  it.each(LEAGUES)('every %s %s club of the table has its real coach and players', async (sport, league) => {
    const clubs = peopleTables()[sport].clubs.get(league);
    expect(clubs?.size).toBeGreaterThanOrEqual(14);
    for (const [club, real] of clubs ?? []) {
      const data = await team(club, sport);
      expect(`${club} ${data.team.coach}`).toBe(`${club} ${real.coach?.name}`);
      const names = new Set(data.squad.map((p) => p.name));
      for (const p of real.players)
        expect(`${club} ${p.name} ${names.has(p.name)}`).toBe(`${club} ${p.name} true`);
    }
  });

  it('a real player keeps his spelling, nationality and a whole age from a full birth date', async () => {
    const beijing = await team('北京首钢', 'basketball');
    const zhou = beijing.squad.find((p) => p.name === '周琦');
    expect(zhou).toMatchObject({ nameEn: 'Zhou Qi', nationality: '中国', position: '中锋' });
    expect(Number.isInteger(zhou?.age)).toBe(true);
  });

  it.each([
    ['胡明轩', 'Hu Mingxuan'],
    ['赵继伟', 'Zhao Jiwei'],
    ['周琦', 'Zhou Qi'],
    ['武磊', 'Wu Lei'],
  ])('search “%s” finds the real %s', async (q, en) => {
    const data = await api<SearchData>(`${SPORT_API.search}?q=${encodeURIComponent(q)}`);
    const hit = data.groups.find((g) => g.kind === 'player')?.list[0];
    expect(hit && 'nameEn' in hit ? hit.nameEn : null).toBe(en);
  });
});
