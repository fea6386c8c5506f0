import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { peopleTables, type PeopleTable } from '../../src/sport/seed/people';
import { COMPETITIONS } from '../../src/sport/seed/competitions';
import { refereePool } from '../../src/sport/seed/referees';
import { squadShape } from '../../src/sport/seed/squad';

/** The curated people tables (server/data/people): real names a fan checks, so they must hold together. */
describe('people tables', () => {
  const tables = peopleTables();
  const sports: Array<['football' | 'basketball', PeopleTable, Record<string, string[]>]> = [
    ['football', tables.football, REAL_FOOTBALL_CLUBS],
    ['basketball', tables.basketball, REAL_BASKETBALL_CLUBS],
  ];
  const players = (table: PeopleTable) =>
    [...table.clubs.values()].flatMap((clubs) => [...clubs.values()].flatMap((c) => c.players));

  it('holds at least 300 football players and 5 or more for every NBA team it covers', () => {
    expect(players(tables.football).length).toBeGreaterThanOrEqual(300);
    for (const club of tables.basketball.clubs.get('NBA')?.values() ?? [])
      expect(club.players.length).toBeGreaterThanOrEqual(5);
  });

  it('covers all 20 英超 clubs and at least 8 of each other big-five league, each with a real coach', () => {
    expect(tables.football.clubs.get('英超')?.size).toBe(20);
    for (const league of ['西甲', '意甲', '德甲', '法甲'])
      expect(tables.football.clubs.get(league)?.size).toBeGreaterThanOrEqual(8);
    for (const [, table] of sports)
      for (const clubs of table.clubs.values())
        for (const club of clubs.values()) expect(club.coach?.name).toBeTruthy();
  });

  it.each(sports)('%s: every club exists in the catalogue of its league', (_sport, table, catalogue) => {
    for (const [league, clubs] of table.clubs) {
      const known = new Set((catalogue[league] ?? []).map((row) => row.split('|')[0]));
      for (const club of clubs.keys())
        expect(`${league} ${club} ${known.has(club)}`).toBe(`${league} ${club} true`);
    }
  });

  it.each(sports)('%s: positions are the product’s codes, names and spellings unique', (sport, table) => {
    const codes = new Set(squadShape(sport));
    const all = players(table);
    for (const p of all) {
      expect(`${p.name} ${codes.has(p.position)}`).toBe(`${p.name} true`);
      expect(p.en).toMatch(/[A-Za-z]/);
      expect(p.nationality).toBeTruthy();
      if (p.born !== null) expect(p.born).toBeGreaterThan(1980);
    }
    const dupes = (xs: string[]) => xs.filter((x, i) => xs.indexOf(x) !== i);
    expect(dupes(all.map((p) => p.name))).toEqual([]);
    expect(dupes(all.map((p) => p.en))).toEqual([]);
  });

  it('gives no two players of a club the same shirt number', () => {
    for (const [, table] of sports)
      for (const clubs of table.clubs.values())
        for (const [club, { players: squad }] of clubs) {
          const numbers = squad.flatMap((p) => (p.number === null ? [] : [`${club} ${p.number}`]));
          expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
        }
  });

  it('names real referees in each league of their own, none serving two leagues', () => {
    expect(refereePool('英超')).toEqual(expect.arrayContaining(['迈克尔·奥利弗', '安东尼·泰勒']));
    // Every football league (UEFA's cups draw on the big five's panels, as UEFA does).
    const leagues = COMPETITIONS.filter(
      (c) => c.sport === 'football' && !['欧冠', '欧联', '欧协联'].includes(c.short),
    ).map((c) => c.short);
    expect(leagues.length).toBeGreaterThan(20);
    const seen = new Map<string, string>();
    for (const league of leagues)
      for (const referee of refereePool(league)) {
        expect(refereePool(league).length).toBeGreaterThanOrEqual(8);
        expect(`${referee} ${seen.get(referee) ?? league}`).toBe(`${referee} ${league}`);
        seen.set(referee, league);
      }
    expect(refereePool('中超').every((name) => /^[\u4e00-\u9fff]{2,3}$/.test(name))).toBe(true);
  });
});
