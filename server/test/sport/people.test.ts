import { REAL_BASKETBALL_CLUBS } from '../../src/sport/seed/clubs-basketball';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FEET,
  GENERATED_PLAYER_BASE,
  PEOPLE_DIR,
  peopleTables,
  person,
  player,
  type PeopleTable,
} from '../../src/sport/seed/people';
import { COMPETITIONS } from '../../src/sport/seed/competitions';
import { refereePool } from '../../src/sport/seed/referees';
import { squadShape } from '../../src/sport/seed/squad';
import { DIVISION_BELOW, EXTRA_CLUB_ROWS } from '../../src/sport/seed/real-fixtures';

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
      // A division below the big five (德乙, 西乙 …) lists the clubs promoted from it, which the catalogue
      // adds to the real 2026/27 lists from EXTRA_CLUB_ROWS.
      const promoted = Object.values(DIVISION_BELOW).includes(league) ? Object.values(EXTRA_CLUB_ROWS) : [];
      const known = new Set([...(catalogue[league] ?? []), ...promoted].map((row) => row.split('|')[0]));
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

  // The raw rows, as the files hold them: every player row has the nine fields of the README.
  const rawRows = (sport: 'football' | 'basketball') => {
    const raw = JSON.parse(readFileSync(join(PEOPLE_DIR, `${sport}.json`), 'utf8')) as {
      clubs: Record<string, Record<string, { coach?: string; players: string[] }>>;
    };
    return Object.entries(raw.clubs).flatMap(([league, clubs]) =>
      Object.entries(clubs).map(([club, c]) => ({ sport, league, club, coach: c.coach, rows: c.players })),
    );
  };
  const leagues = (['football', 'basketball'] as const).flatMap((sport) =>
    [...new Set(rawRows(sport).map((c) => c.league))].map((league) => [sport, league] as const),
  );

  it.each(leagues)(
    '%s %s: every player row has nine fields — a valid birth date, height and foot, or empty — and a source',
    (sport, league) => {
      const today = new Date().toISOString().slice(0, 10);
      for (const { club, rows } of rawRows(sport).filter((c) => c.league === league))
        for (const row of rows) {
          const fields = row.split('|');
          expect(`${club} ${row}: ${fields.length === 9 || fields.length === 10}`).toBe(
            `${club} ${row}: true`,
          );
          const p = player(row);
          expect(`${row}: ${p.source.trim().length > 0}`).toBe(`${row}: true`);
          if (p.birthDate !== null) {
            expect(p.birthDate).toMatch(/^(19[6-9]\d|20[01]\d)(-\d{2}-\d{2})?$/);
            // A real calendar day (no 2001-02-30), and not in the future.
            if (p.birthDate.length === 10) {
              expect(new Date(`${p.birthDate}T00:00:00Z`).toISOString().slice(0, 10)).toBe(p.birthDate);
              expect(p.birthDate < today).toBe(true);
            }
          }
          if (p.height !== null) {
            const [low, high] = sport === 'football' ? [155, 205] : [170, 232];
            expect(`${row}: ${p.height >= low && p.height <= high}`).toBe(`${row}: true`);
          }
          if (sport === 'basketball') expect(`${row}: ${p.foot}`).toBe(`${row}: null`);
          else if (p.foot !== null) expect(FEET).toContain(p.foot);
        }
    },
  );

  it('every 英超 player has at least his birth year, and most have a full date, height and foot', () => {
    const rows = rawRows('football')
      .filter((c) => c.league === '英超')
      .flatMap((c) => c.rows.map(player));
    expect(rows.length).toBeGreaterThanOrEqual(290);
    expect(rows.filter((p) => p.born === null).map((p) => p.name)).toEqual([]);
    // Their coaches name the source too (a coach row may carry one).
    for (const { club, coach } of rawRows('football').filter((c) => c.league === '英超'))
      expect(`${club} ${person(coach ?? '').source.length > 0}`).toBe(`${club} true`);
    const share = (f: (p: (typeof rows)[number]) => boolean) => rows.filter(f).length / rows.length;
    expect(share((p) => p.birthDate?.length === 10)).toBeGreaterThan(0.75);
    expect(share((p) => p.height !== null)).toBeGreaterThan(0.7);
    expect(share((p) => p.foot !== null)).toBeGreaterThan(0.8);
  });

  it('reads both birth date shapes and rejects a malformed row rather than seed a wrong fact', () => {
    expect(player('哈兰德|Erling Haaland|F|9|挪威|2000-07-21|195|左脚|Wikipedia (en)')).toMatchObject({
      birthDate: '2000-07-21',
      born: 2000,
      height: 195,
      foot: '左脚',
      source: 'Wikipedia (en)',
    });
    expect(
      player('字母哥本人|Giannis Antetokounmpo|PF|34|希腊|1994-12-06|211||NBA.com|字母哥/希腊怪兽').aliases,
    ).toEqual(['字母哥', '希腊怪兽']);
    expect(player('某人|Some One|M||英格兰|1999|||x')).toMatchObject({
      aliases: [],
      birthDate: '1999',
      born: 1999,
      height: null,
      foot: null,
      number: null,
    });
    for (const bad of [
      '某人|Some One|M||英格兰|21/07/2000|||x',
      '某人|Some One|M||英格兰|2000|1.95||x',
      '某人|Some One|M||英格兰|2000||right|x',
      '某人|Some One|M||英格兰|2000|190',
      '某人|Some One|M||英格兰|1999||||x',
      '某人|Some One|M||英格兰|1999|||x|甲|乙',
      '某人|Some One|M||英格兰|1999|183|右脚|',
      '某人|Some One|M||英格兰|1999',
    ])
      expect(() => player(bad)).toThrow();
    expect(person('瓜迪奥拉|Pep Guardiola|Wikipedia (en)')).toEqual({
      name: '瓜迪奥拉',
      en: 'Pep Guardiola',
      source: 'Wikipedia (en)',
    });
  });

  it('gives every real player his own stable id (ids.json), unique across both sports and below the generated ids', () => {
    const ids = JSON.parse(readFileSync(join(PEOPLE_DIR, 'ids.json'), 'utf8')) as Record<
      'football' | 'basketball',
      Record<string, number>
    >;
    for (const [sport, table] of sports)
      for (const p of players(table))
        expect([sport, p.en, ids[sport][p.en]]).toEqual([sport, p.en, expect.any(Number)]);
    const all = [...Object.values(ids.football), ...Object.values(ids.basketball)];
    expect(new Set(all).size).toBe(all.length);
    expect(Math.min(...all)).toBeGreaterThan(0);
    expect(Math.max(...all)).toBeLessThan(GENERATED_PLAYER_BASE);
  });
});
