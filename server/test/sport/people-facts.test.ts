import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlayerDetailData, TeamDetailData } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { peopleTables, realClub, type RealPlayer } from '../../src/sport/seed/people';
import { getJson, startServer, type TestServer } from './helpers';

/** The lead's list of well-known players, compiled independently of server/data/people (issue 46). */
const WELL_KNOWN = join(__dirname, 'well-known-people.json');

interface WellKnown {
  sport: 'football' | 'basketball';
  name: string;
  en: string;
  born: string | null;
  height: number | null;
}

/** Original spellings compared without accents or case (Jokić = Jokic). */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * Issue 46 item 1 in the seeded world: a real player's birth date, height and foot are the people table's,
 * NULL where the table leaves them empty, never generated; no market value anywhere.
 */
describe('real people carry their real facts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 120000);
  jest.setTimeout(30000);
  afterAll(() => s.close());

  const api = <T>(path: string) => getJson<T>(`${s.base}${path}`).then((r) => r.body.data);
  const realRows = () =>
    s.db.qb
      .selectFrom('sport_players as p')
      .innerJoin('sport_teams as t', 't.id', 'p.team_id')
      .innerJoin('sport_leagues as l', 'l.id', 't.league_id')
      .select([
        'p.id',
        'p.name',
        'p.name_en',
        'p.birth_date',
        'p.height',
        'p.weight',
        'p.foot',
        't.name as team',
        't.sport',
        'l.short_name as league',
      ])
      .where('p.is_real', '=', 1)
      .orderBy('p.id')
      .execute();

  it('stores exactly the table’s birth date, height and foot for every real player, or NULL', async () => {
    const tables = peopleTables();
    const rows = await realRows();
    expect(rows.length).toBeGreaterThan(600);
    let checked = 0;
    for (const row of rows) {
      // A club that went up or down keeps the table's rows it has under its old division (realClub).
      const club = realClub(row.sport, row.league, row.team);
      const real = club?.players.find((p: RealPlayer) => p.name === row.name);
      // Every stored real player is a row of the table (a generated one is never marked real).
      expect(`${row.team} ${row.name} ${real ? 'in table' : 'missing'}`).toBe(
        `${row.team} ${row.name} in table`,
      );
      if (!real) continue;
      expect({
        name: row.name,
        birth: row.birth_date,
        height: row.height,
        foot: row.foot,
        weight: row.weight,
      }).toEqual({
        name: row.name,
        birth: real.birthDate,
        height: real.height,
        foot: row.sport === 'football' ? real.foot : null,
        weight: null,
      });
      checked += 1;
    }
    expect(checked).toBe(rows.length);
    // Every club the table has keeps all its real players wherever it plays in 2026/27: the 17 英超 clubs that
    // stayed up, and 伯恩利, 西汉姆联 and 狼队, relegated into the 英冠 with the rows the table lists under 英超;
    // 考文垂, 赫尔城 and 伊普斯维奇, promoted, play the 英超 with the rows the table lists under 英冠.
    const stored = (league: string, team: string) =>
      rows.filter((r) => r.league === league && r.team === team).length;
    const tableClubs = [...(tables.football.clubs.get('英超')?.entries() ?? [])];
    const seededPremier = new Set(rows.filter((r) => r.league === '英超').map((r) => r.team));
    expect(seededPremier.size).toBeGreaterThanOrEqual(17);
    for (const [team, club] of tableClubs) {
      const league = seededPremier.has(team) ? '英超' : '英冠';
      expect(`${league} ${team} ${stored(league, team)}`).toBe(`${league} ${team} ${club.players.length}`);
    }
    // The clubs promoted into the 英超, the 德甲 and the 西甲 for 2026/27 play there with the rows the table lists
    // under their league of late 2025 (英冠, 德乙, 西乙).
    const promotions: Array<[string, string]> = [
      ['英冠', '英超'],
      ['德乙', '德甲'],
      ['西乙', '西甲'],
    ];
    for (const [below, above] of promotions)
      for (const [team, club] of tables.football.clubs.get(below)?.entries() ?? [])
        expect(`${above} ${team} ${stored(above, team)}`).toBe(`${above} ${team} ${club.players.length}`);
    // The table's 英超 squads have their facts filled in: most of their stored players have a real height and
    // a full birth date (the promoted clubs' late-2025 英冠 rows leave more facts empty).
    const premierClubs = tables.football.clubs.get('英超');
    const premier = rows.filter((r) => r.league === '英超' && premierClubs?.has(r.team));
    expect(premier.length).toBeGreaterThan(250);
    expect(premier.filter((r) => r.height !== null).length / premier.length).toBeGreaterThan(0.7);
    expect(premier.filter((r) => r.birth_date?.length === 10).length / premier.length).toBeGreaterThan(0.75);
  });

  it('哈兰德’s page: born 2000-07-21, 195 cm, left foot, no weight, no market value', async () => {
    const [haaland] = (await realRows()).filter((r) => r.name_en === 'Erling Haaland');
    expect(haaland).toBeDefined();
    const data = await api<PlayerDetailData>(SPORT_API.player(haaland?.id ?? 0));
    expect(data.player).toMatchObject({
      name: '哈兰德',
      birthDate: '2000-07-21',
      height: 195,
      foot: '左脚',
      weight: null,
    });
    // Age from the birthday on the product's clock (tests pin it to late 2026): 26.
    expect(data.player.age).toBe(26);
    expect(data.player).not.toHaveProperty('marketValue');
    expect(JSON.stringify(data)).not.toMatch(/万欧|market/i);
  });

  it('a real player the table knows only by year: his page gives the year, no height, no foot', async () => {
    const tables = peopleTables();
    const partial = [...(tables.football.clubs.get('英超')?.values() ?? [])]
      .flatMap((c) => c.players)
      .find((p) => p.birthDate?.length === 4 && p.height === null && p.foot === null);
    expect(partial).toBeDefined();
    const [row] = (await realRows()).filter((r) => r.name === partial?.name);
    const data = await api<PlayerDetailData>(SPORT_API.player(row?.id ?? 0));
    expect(data.player).toMatchObject({
      name: partial?.name,
      birthDate: partial?.birthDate,
      height: null,
      foot: null,
    });
    expect(data.player.age).toBe(2026 - Number(partial?.birthDate));
    // The team squad shows the same facts: no invented height beside him.
    const team = await api<TeamDetailData>(SPORT_API.team(data.team.id));
    expect(team.squad.find((p) => p.id === row?.id)).toMatchObject({ height: null });
  });

  describe('the well-known players (server/test/sport/well-known-people.json, kept by the lead)', () => {
    const list = existsSync(WELL_KNOWN)
      ? (JSON.parse(readFileSync(WELL_KNOWN, 'utf8')) as { players: WellKnown[] }).players
      : [];

    it('the list is there and long enough to mean something', () => {
      expect(`${WELL_KNOWN} ${existsSync(WELL_KNOWN)}`).toBe(`${WELL_KNOWN} true`);
      expect(list.length).toBeGreaterThanOrEqual(25);
    });

    it.each(list.map((p) => [p.name, p] as const))(
      '%s: the player page shows his real birth date and height (±3 cm)',
      async (_name, known) => {
        const match = (await realRows()).filter(
          (r) => r.sport === known.sport && plain(r.name_en) === plain(known.en),
        );
        expect(`${known.en}: ${match.length}`).toBe(`${known.en}: 1`);
        const data = await api<PlayerDetailData>(SPORT_API.player(match[0]?.id ?? 0));
        if (known.born !== null)
          expect(`${known.en} ${data.player.birthDate}`).toBe(`${known.en} ${known.born}`);
        if (known.height !== null) {
          expect(data.player.height).not.toBeNull();
          expect(Math.abs((data.player.height ?? 0) - known.height)).toBeLessThanOrEqual(3);
        }
      },
    );
  });
});
