import { COMPETITIONS } from '../../src/sport/seed/competitions';
import {
  FIFA_WINDOWS,
  inFifaWindow,
  seasonName,
  seasonSlots,
  seasonYear,
  shapeOf,
} from '../../src/sport/seed/season-calendar';
import { addDays, shanghaiDay, weekday } from '../../src/sport/time';
import { prep } from '../db/sql';
import { startServer, testAnchor, type TestServer } from './helpers';

const ROUNDS: Record<string, number> = {
  英超: 38,
  英冠: 46,
  西甲: 38,
  意甲: 38,
  德甲: 34,
  法甲: 34,
  荷甲: 34,
  葡超: 34,
  苏超: 38,
  中超: 30,
  日职联: 38,
  沙特联: 34,
  美职联: 34,
  CBA: 48,
};
const TOP = ['英超', '西甲', '意甲', '德甲', '法甲', '荷甲', '葡超', '苏超', '中超', '日职联', '沙特联'];

const shape = (short: string) => shapeOf(COMPETITIONS.find((c) => c.short === short) as never);
/** The season a day shows, its name and its current round (the rounds begun by that day). */
function at(short: string, day: string) {
  const s = shape(short);
  const year = seasonYear(s, day);
  const slots = seasonSlots(s, year, ROUNDS[short] as number);
  return { name: seasonName(s, year), round: slots.filter((x) => x.day <= day).length, slots };
}

/** A fan's check at three instants: each league's round is the one its real calendar has reached. */
describe('league calendars', () => {
  it.each([
    [
      '2026-10-05',
      {
        英超: [5, 7],
        德甲: [4, 6],
        西甲: [5, 8],
        法甲: [4, 7],
        英冠: [9, 13],
        日职联: [6, 10],
        沙特联: [4, 6],
        中超: [24, 27],
      },
    ],
    [
      '2026-12-05',
      {
        英超: [12, 15],
        德甲: [11, 14],
        英冠: [19, 23],
        苏超: [14, 18],
        日职联: [16, 20],
        沙特联: [10, 14],
        CBA: [10, 18],
        中超: [30, 30],
        美职联: [34, 34],
      },
    ],
    [
      '2027-03-15',
      {
        英超: [27, 31],
        德甲: [24, 27],
        英冠: [36, 40],
        日职联: [22, 28],
        CBA: [34, 42],
        中超: [1, 3],
        美职联: [3, 6],
      },
    ],
  ] as Array<[string, Record<string, [number, number]>]>)('at %s', (day, expected) => {
    for (const [short, [lo, hi]] of Object.entries(expected)) {
      const { round } = at(short, day);
      expect({ short, round, ok: round >= lo && round <= hi }).toEqual({ short, round, ok: true });
    }
  });

  it('starts and ends each season on its real dates, with its real number of rounds', () => {
    const pl = at('英超', '2026-12-05').slots;
    expect([pl[0]?.day, pl.at(-1)?.day, pl.length]).toEqual(['2026-08-21', '2027-05-28', 38]);
    const bl = at('德甲', '2026-12-05').slots;
    expect(bl[0]?.day).toBe('2026-08-28');
    // 德甲's winter break: nothing between 19 December and 9 January.
    expect(bl.some((s) => s.day > '2026-12-20' && s.day < '2027-01-08')).toBe(false);
    const cba = at('CBA', '2026-12-05').slots;
    expect(cba[0]?.day.slice(0, 7)).toBe('2026-10');
    expect(cba.at(-1)?.day.slice(0, 7)).toBe('2027-04');
    // England's holiday programme: Boxing Day weekend, 29 December and New Year's Day weekend.
    const days = pl.map((s) => s.day);
    expect(days).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-29', '2027-01-01']));
  });

  it('plays no top-division round on a FIFA international weekend; 英冠 plays on', () => {
    for (const short of TOP)
      for (const slot of at(short, '2026-12-05').slots)
        for (const n of slot.spread) {
          const d = addDays(slot.day, n);
          expect({ short, d, window: inFifaWindow(d) }).toEqual({ short, d, window: false });
        }
    expect(FIFA_WINDOWS).toContainEqual(['2026-09-21', '2026-10-06']);
    expect(at('英冠', '2026-12-05').slots.some((s) => inFifaWindow(addDays(s.day, 1)))).toBe(true);
  });

  it('names cross-year seasons 2026/27 and calendar-year ones 2026', () => {
    for (const short of ['CBA', '日职联', '沙特联', '英超'])
      expect(at(short, '2026-12-05').name).toBe('2026/27');
    for (const short of ['中超', '美职联']) expect(at(short, '2026-12-05').name).toBe('2026');
  });
});

/** The seeded data (SQLite, and PostgreSQL in CI) at the tests' pinned instant. */
describe('seeded calendars', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 900000);
  afterAll(() => server.close());

  const seasonOf = async (short: string) =>
    (await prep(
      server.db,
      'SELECT s.id, s.name, s.current_round, s.total_rounds FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id WHERE l.short_name = ? AND s.id = l.id',
    ).get<{ id: number; name: string; current_round: number; total_rounds: number }>(short))!;

  it('stores the season names and the rounds the calendar has reached', async () => {
    for (const short of ['CBA', '日职联', '沙特联', '英超'])
      expect((await seasonOf(short)).name).toBe('2026/27');
    const csl = await seasonOf('中超');
    expect([csl.name, csl.current_round, csl.total_rounds]).toEqual(['2026', 30, 30]);
    const pl = await seasonOf('英超');
    const day = shanghaiDay(testAnchor());
    expect(pl.current_round).toBe(at('英超', day).round);
  });

  it('has no top-division match on a FIFA international weekend', async () => {
    const rows = await prep(
      server.db,
      `SELECT l.short_name short, m.day FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
       WHERE l.short_name IN (${TOP.map(() => '?').join(',')})`,
    ).all<{ short: string; day: string }>(...TOP);
    expect(rows.length).toBeGreaterThan(1000);
    const bad = rows.filter((r) => [0, 6].includes(weekday(r.day)) && inFifaWindow(r.day));
    expect(bad).toEqual([]);
  });

  it('replays every 腰斩 or postponed match: each 中超 club played all 30', async () => {
    const csl = await seasonOf('中超');
    const games = await prep(
      server.db,
      `SELECT t.id, count(m.id) n FROM sport_teams t JOIN sport_matches m
       ON (m.home_id = t.id OR m.away_id = t.id) AND m.season_id = ? AND m.status = 'finished'
       GROUP BY t.id`,
    ).all<{ id: number; n: number }>(csl.id);
    expect(games).toHaveLength(16);
    for (const g of games) expect(g.n).toBe(30);
    // Across every league: an abandoned or postponed match has a later fixture between the same clubs.
    const unplayed = await prep(
      server.db,
      `SELECT m.id FROM sport_matches m WHERE m.status IN ('abandoned','postponed') AND m.stage = 'regular'
       AND NOT EXISTS (SELECT 1 FROM sport_matches r WHERE r.season_id = m.season_id AND r.home_id = m.home_id
         AND r.away_id = m.away_id AND r.kickoff > m.kickoff AND r.status NOT IN ('abandoned','postponed'))`,
    ).all<{ id: number }>();
    expect(unplayed).toEqual([]);
  });
});
