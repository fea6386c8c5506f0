import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { COMPETITIONS, type CompetitionDef } from '../../../src/sport/seed/competitions';
import { MIN_GAP_S } from '../../../src/sport/seed/fixture-calendar';
import { timesOn, windowFor } from '../../../src/sport/seed/kickoff-windows';
import { localParts } from '../../../src/sport/local-time';
import { realSeasons } from '../../../src/sport/seed/real-fixtures';
import { addDays, shanghaiDay } from '../../../src/sport/time';
import { prep } from '../../db/sql';
import { openSeeded, type Seeded } from './seeded';

dayjs.extend(utc);
dayjs.extend(timezone);

interface Row {
  id: number;
  sport: 'football' | 'basketball';
  league: string;
  kickoff: number;
  home_id: number;
  away_id: number;
  stage: string;
  round: number;
  leg: number | null;
  status: string;
}

const UEFA = ['欧冠', '欧联', '欧协联'];

/**
 * What a fan checks in Beijing time (SPORTS-NOTES "Facts a fan checks", winter). In the zone's summer time
 * the same local kickoff is an hour earlier in Beijing, so the Beijing time is moved back by the zone's
 * daylight-saving shift before it is compared. Ranges may run past midnight.
 */
const FAN_FACTS: Array<{ league: string; zone: string; times: Array<[string, string]>; days?: number[] }> = [
  { league: '英超', zone: 'Europe/London', times: [['20:30', '04:30']] },
  // LaLiga's 21:30 kick-off (2026/27's real list, openfootball 2026-27/es.1.json) is 04:30 in Beijing in winter.
  { league: '西甲', zone: 'Europe/Madrid', times: [['21:00', '04:30']] },
  { league: '意甲', zone: 'Europe/Rome', times: [['19:30', '03:45']] },
  { league: '德甲', zone: 'Europe/Berlin', times: [['22:30', '03:30']] },
  // Ligue 1's Sunday 15:00 is 22:00 in Beijing (2026/27's real slots, openfootball 2026-27/fr.1.json).
  { league: '法甲', zone: 'Europe/Paris', times: [['22:00', '04:10']] },
  // 欧冠 on Wednesday/Thursday mornings, 欧联 and 欧协联 on Friday mornings, at 01:45 or 04:00.
  {
    league: '欧冠',
    zone: 'Europe/Paris',
    times: [
      ['01:45', '01:45'],
      ['04:00', '04:00'],
    ],
    days: [3, 4],
  },
  {
    league: '欧联',
    zone: 'Europe/Paris',
    times: [
      ['01:45', '01:45'],
      ['04:00', '04:00'],
    ],
    days: [5],
  },
  {
    league: '欧协联',
    zone: 'Europe/Paris',
    times: [
      ['01:45', '01:45'],
      ['04:00', '04:00'],
    ],
    days: [5],
  },
  { league: 'NBA', zone: 'America/New_York', times: [['08:00', '11:30']] },
  {
    league: 'CBA',
    zone: 'Asia/Shanghai',
    times: [
      ['15:00', '15:00'],
      ['17:00', '17:00'],
      ['19:35', '19:35'],
    ],
  },
  {
    league: 'WCBA',
    zone: 'Asia/Shanghai',
    times: [
      ['15:00', '15:00'],
      ['19:30', '19:30'],
    ],
  },
  { league: '欧篮联', zone: 'Europe/Paris', times: [['03:00', '04:00']] },
];

/**
 * 欧冠's matchday 1 from 2026/27: Tuesday to Thursday, UEFA's "exclusive week" with no other UEFA cup
 * (seed/cup-calendar.ts, SHAPES_2026).
 */
const exclusiveWeek = (r: Pick<Row, 'league' | 'stage' | 'round' | 'kickoff'>) =>
  r.league === '欧冠' &&
  r.stage === 'league_phase' &&
  r.round === 1 &&
  dayjs.unix(r.kickoff).tz('Europe/Paris').format('YYYY-MM-DD') >= '2026-09-01';

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const within = (m: number, [from, to]: [string, string]) =>
  minutes(from) <= minutes(to)
    ? m >= minutes(from) && m <= minutes(to)
    : m >= minutes(from) || m <= minutes(to);

/**
 * The whole seeded calendar (every match of every current season), checked the way a fan would. Past seasons
 * are real results (sport/history, history.test.ts), played at the times they were.
 */
describe('seeded calendar', () => {
  let s: Seeded;
  let rows: Row[];
  let teamLeagues: Array<{ id: number; s: string }>;
  let teamCountries: Array<{ id: number; country: string }>;
  beforeAll(async () => {
    s = await openSeeded();
    rows = await prep(
      s.db,
      `SELECT m.id, m.sport, l.short_name league, m.kickoff, m.home_id, m.away_id, m.stage, m.round, m.leg, m.status
        FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
        JOIN sport_seasons s ON s.id = m.season_id WHERE s.current = 1 ORDER BY m.kickoff, m.id`,
    ).all<Row>();
    teamLeagues = await prep(
      s.db,
      'SELECT t.id, l.short_name s FROM sport_teams t JOIN sport_leagues l ON l.id = t.league_id',
    ).all<{ id: number; s: string }>();
    teamCountries = await prep(
      s.db,
      `SELECT t.id, c.name country FROM sport_teams t JOIN sport_leagues l ON l.id = t.league_id
        JOIN sport_countries c ON c.id = l.country_id`,
    ).all<{ id: number; country: string }>();
  }, 120000);
  afterAll(() => s.close());

  it('never has a club play twice in two days (basketball: twice in 20 hours), in any competition', () => {
    const last = new Map<number, Row>();
    const clashes: string[] = [];
    for (const r of rows) {
      for (const team of [r.home_id, r.away_id]) {
        const before = last.get(team);
        if (before && r.kickoff - before.kickoff < MIN_GAP_S[r.sport])
          clashes.push(`team ${team}: ${before.league} #${before.id} and ${r.league} #${r.id}`);
        last.set(team, r);
      }
    }
    expect(clashes.slice(0, 10)).toEqual([]);
    expect(rows.length).toBeGreaterThan(30000);
  }, 120000);

  it('plays NBA games on at least 6 Beijing days of every week of the seeded fortnight (no dark weeks of "rounds")', () => {
    const days = new Set(rows.filter((r) => r.league === 'NBA').map((r) => shanghaiDay(r.kickoff)));
    const thin: string[] = [];
    for (let start = -7; start <= 1; start++) {
      const week = Array.from({ length: 7 }, (_, d) => addDays(s.today, start + d));
      const played = week.filter((d) => days.has(d)).length;
      if (played < 6) thin.push(`${week[0]}…${week[6]}: ${played} days`);
    }
    expect(thin).toEqual([]);
  });

  it('puts each club in at most one European competition, 36 clubs each, a league phase of 8 (欧协联 6) opponents', () => {
    const owner = new Map<number, string>();
    for (const cup of UEFA) {
      const matchdays = cup === '欧协联' ? 6 : 8;
      const phase = rows.filter((r) => r.league === cup && r.stage === 'league_phase');
      const opponents = new Map<number, Set<number>>();
      for (const r of phase) {
        opponents.set(r.home_id, (opponents.get(r.home_id) ?? new Set()).add(r.away_id));
        opponents.set(r.away_id, (opponents.get(r.away_id) ?? new Set()).add(r.home_id));
      }
      expect(opponents.size).toBe(36);
      for (const [team, set] of opponents) {
        expect(set.size).toBe(matchdays);
        expect(phase.filter((r) => r.home_id === team || r.away_id === team)).toHaveLength(matchdays);
        expect(owner.get(team) ?? cup).toBe(cup);
        owner.set(team, cup);
      }
      expect(new Set(phase.map((r) => r.round))).toEqual(
        new Set(Array.from({ length: matchdays }, (_, i) => i + 1)),
      );
      const knockout = rows.filter((r) => r.league === cup && r.stage !== 'league_phase');
      expect(knockout.every((r) => r.leg === 1 || r.leg === 2 || r.stage === 'final')).toBe(true);
      for (const r of knockout) expect(opponents.has(r.home_id) && opponents.has(r.away_id)).toBe(true);
    }
  }, 120000);

  it("follows football's calendar: UEFA league phase September–January, knock-outs from February and only once drawn", () => {
    const wrong: string[] = [];
    const lastPhase = new Map<string, number>();
    for (const r of rows.filter((x) => UEFA.includes(x.league))) {
      const month = Number(shanghaiDay(r.kickoff).slice(5, 7));
      if (r.stage === 'league_phase') {
        if (month > 1 && month < 9) wrong.push(`${r.league} league phase #${r.id} in month ${month}`);
        lastPhase.set(r.league, Math.max(lastPhase.get(r.league) ?? 0, r.kickoff));
      } else if (month < 2 || month > 6) wrong.push(`${r.league} ${r.stage} #${r.id} in month ${month}`);
    }
    // A knock-out pairing exists only once the league phase is over (a draw from its final table).
    for (const r of rows.filter((x) => UEFA.includes(x.league) && x.stage !== 'league_phase'))
      if (r.kickoff < (lastPhase.get(r.league) ?? 0))
        wrong.push(`${r.league} ${r.stage} #${r.id} before the draw`);
    const phaseOpen = UEFA.filter((cup) =>
      rows.some((r) => r.league === cup && r.stage === 'league_phase' && r.status !== 'finished'),
    );
    for (const cup of phaseOpen)
      expect([cup, rows.filter((r) => r.league === cup && r.stage !== 'league_phase').length]).toEqual([
        cup,
        0,
      ]);
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120000);

  it('plays 欧冠 on Tuesday and Wednesday and 欧联/欧协联 on Thursday (local dates)', () => {
    const wrong: string[] = [];
    for (const r of rows.filter((x) => UEFA.includes(x.league) && x.stage !== 'final')) {
      const day = dayjs.unix(r.kickoff).tz('Europe/Paris').day();
      const ok = r.league === '欧冠' ? day === 2 || day === 3 || (day === 4 && exclusiveWeek(r)) : day === 4;
      if (!ok) wrong.push(`${r.league} #${r.id} on day ${day}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120000);

  it('keeps calendar-year leagues in their year: 中超 over by mid-November, 美职联 regular season over by October', () => {
    const year = Number(s.today.slice(0, 4));
    const late = rows.filter((r) => {
      const day = shanghaiDay(r.kickoff);
      const md = day.slice(5);
      if (r.league === '中超') return md > '11-15' || md < '02-15';
      if (r.league === '美职联') return r.stage === 'regular' && (md > '10-31' || md < '02-15');
      return false;
    });
    expect(late.map((r) => `${r.league} #${r.id} ${shanghaiDay(r.kickoff)}`).slice(0, 10)).toEqual([]);
    // Past their last round the season is over: every match played (or 腰斩/取消), none postponed for ever.
    for (const league of ['中超', '美职联']) {
      const mine = rows.filter((r) => r.league === league);
      expect(mine.length).toBeGreaterThan(100);
      const end = Math.max(...mine.map((r) => r.kickoff));
      if (end < s.anchor)
        expect(
          mine
            .filter((r) => !['finished', 'abandoned', 'cancelled'].includes(r.status))
            .map((r) => `${r.league} #${r.id} ${r.status}`),
        ).toEqual([]);
      expect(Number(shanghaiDay(end).slice(0, 4))).toBeLessThanOrEqual(year);
    }
    // 美职联: 34 regular-season games a club, not a 58-round double round robin of 30 clubs. A 腰斩 (or
    // postponed) match stays listed on its date and is played again later: the replay is the game that counts.
    const mls = rows.filter((x) => x.league === '美职联');
    const redone = mls.filter((r) => r.status === 'abandoned' || r.status === 'postponed');
    const counting = mls.filter((r) => !redone.includes(r));
    for (const r of redone) {
      const again = counting.filter(
        (x) => x.home_id === r.home_id && x.away_id === r.away_id && x.kickoff > r.kickoff,
      );
      expect([r.id, again.length > 0]).toEqual([r.id, true]);
    }
    const games = new Map<number, number>();
    for (const r of counting) for (const t of [r.home_id, r.away_id]) games.set(t, (games.get(t) ?? 0) + 1);
    expect(new Set(games.values())).toEqual(new Set([34]));
  }, 120000);

  it('colours no 降级 zone in closed leagues (美职联 leads to the play-offs), while 英超 and 中超 keep theirs', async () => {
    const zones = await prep(
      s.db,
      "SELECT short_name s, zones FROM sport_leagues WHERE short_name IN ('美职联', '英超', '中超')",
    ).all<{ s: string; zones: string }>();
    const labels = Object.fromEntries(
      zones.map((z) => [z.s, (JSON.parse(z.zones) as Array<{ label: string }>).map((x) => x.label)]),
    );
    expect(labels['美职联']).toEqual(['季后赛']);
    expect(labels['英超']).toContain('降级');
    expect(labels['中超']).toContain('降级');
  });

  it('kicks off every match of the leagues fans know at the Beijing times they know, summer time included', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const fact of FAN_FACTS) {
      for (const r of rows.filter((x) => x.league === fact.league)) {
        const local = dayjs.unix(r.kickoff).tz(fact.zone);
        const winter = dayjs.tz(`${local.year()}-01-15 12:00`, fact.zone).utcOffset();
        const beijing = dayjs.unix(r.kickoff + (local.utcOffset() - winter) * 60).tz('Asia/Shanghai');
        const m = beijing.hour() * 60 + beijing.minute();
        // 欧冠 2026/27 matchday 1 runs Tuesday to Thursday (UEFA's exclusive week): Friday morning in Beijing too.
        const days = fact.league === '欧冠' && exclusiveWeek(r) ? [...(fact.days ?? []), 5] : fact.days;
        const dayOk = !days || days.includes(dayjs.unix(r.kickoff).tz('Asia/Shanghai').day());
        if (!fact.times.some((range) => within(m, range)) || !dayOk)
          wrong.push(`${fact.league} #${r.id} at ${beijing.format('ddd HH:mm')} (winter equivalent)`);
        checked++;
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(3000);
  }, 120000);

  it('kicks off every match of every competition at a local time of its own window (moved and pinned ones too)', () => {
    const defs = new Map(COMPETITIONS.map((d) => [d.short, d]));
    const homeLeague = new Map(teamLeagues.map((t) => [t.id, t.s]));
    // A fixture of a real 2026/27 list kicks off when the league set it (seed/real-fixtures.ts), window or not.
    const real = new Set(
      [...realSeasons(s.today)].flatMap(([league, season]) =>
        (season.fixtures ?? []).flatMap((f) => (f.kickoff === null ? [] : [`${league}|${f.kickoff}`])),
      ),
    );
    const wrong: string[] = [];
    for (const r of rows) {
      if (real.has(`${r.league}|${r.kickoff}`)) continue;
      const window = windowFor(defs.get(r.league) as CompetitionDef);
      const tz =
        window.tz === 'home'
          ? windowFor(defs.get(homeLeague.get(r.home_id) ?? '') as CompetitionDef).tz
          : window.tz;
      const local = localParts(r.kickoff, tz);
      if (!timesOn(window, local.weekday).includes(local.time))
        wrong.push(`${r.league} #${r.id} ${local.date} ${local.time} ${tz}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120000);

  it('plays 中超 at 19:35 on weekdays and between 15:30 and 20:00 at weekends', () => {
    for (const r of rows.filter((x) => x.league === '中超')) {
      const t = dayjs.unix(r.kickoff).tz('Asia/Shanghai');
      const m = t.hour() * 60 + t.minute();
      if (t.day() === 0 || t.day() === 6) expect(m >= minutes('15:30') && m <= minutes('20:00')).toBe(true);
      else expect(t.format('HH:mm')).toBe('19:35');
    }
  }, 120000);

  it('keeps every other competition in its local daytime or evening: no match between 01:00 and 10:00 local time', () => {
    const countryOf = new Map(teamCountries.map((z) => [z.id, z.country]));
    const ZONE: Record<string, string> = {
      中国: 'Asia/Shanghai',
      日本: 'Asia/Tokyo',
      韩国: 'Asia/Seoul',
      英格兰: 'Europe/London',
      巴西: 'America/Sao_Paulo',
      美国: 'America/Chicago',
      澳大利亚: 'Australia/Sydney',
    };
    let checked = 0;
    for (const r of rows) {
      const zone = ZONE[countryOf.get(r.home_id) ?? ''];
      if (!zone || UEFA.includes(r.league)) continue;
      const h = dayjs.unix(r.kickoff).tz(zone).hour();
      expect([r.league, h >= 1 && h < 10]).toEqual([r.league, false]);
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
  }, 120000);
});
