import type { LeagueDetailData, LeagueTreeData, MatchListData, MatchSummary } from '@jincheng/shared/core';
import {
  BIG_CLUBS,
  IMPORTANT_AT,
  matchImportance,
  type ImportanceInput,
} from '../../src/sport/repo/importance';
import { shanghaiDay } from '../../src/sport/time';
import { getJson, startServer, testAnchor, type TestServer } from './helpers';

const BIG = new Set(['英超', '西甲', '意甲', '德甲', '法甲', '欧冠']);
const YOUTH = /U\d{2}/;

/** Issue 45 item 6: big matches first — the importance score, the list's order and the 重要 filter. */
describe('match importance', () => {
  let s: TestServer;
  // The tests' clock: Saturday 2026-11-21, 20:00 Beijing.
  const today = shanghaiDay(testAnchor());
  beforeAll(async () => {
    s = await startServer();
  }, 240000);
  afterAll(() => s.close());

  const day = async (query: string): Promise<MatchListData> => {
    const res = await getJson<MatchListData>(
      `${s.base}/sportapi/matches?sport=football&date=${today}&pageSize=2000${query}`,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const open = (m: MatchSummary) => m.phase === 'live' || m.phase === 'upcoming';

  it('leads the hot leagues’ list with big-league matches on a Saturday evening', async () => {
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=football`);
    const hot = tree.body.data.hot.map((l) => l.id);
    const list = (await day(`&leagueIds=${hot.join(',')}`)).list;
    const stillToSee = list.filter(open);
    // There are big-league matches live or still to come this evening, and other hot leagues' too.
    expect(stillToSee.filter((m) => BIG.has(m.league.shortName)).length).toBeGreaterThan(2);
    expect(stillToSee.some((m) => !BIG.has(m.league.shortName))).toBe(true);
    // The server's order is by importance; the biggest match still to see is a big-league one.
    for (let i = 1; i < list.length; i++)
      expect(list[i]!.importance).toBeLessThanOrEqual(list[i - 1]!.importance);
    const top = [...stillToSee].sort((a, b) => b.importance - a.importance).slice(0, 3);
    for (const m of top) expect(BIG).toContain(m.league.shortName);
  }, 120000);

  it('never puts a U19/U21 game before a big-five one of the same phase', async () => {
    const list = (await day('')).list;
    const youth = list.filter((m) => YOUTH.test(m.league.shortName));
    const big = list.filter((m) => BIG.has(m.league.shortName));
    expect(youth.length).toBeGreaterThan(0);
    expect(big.length).toBeGreaterThan(0);
    const at = new Map(list.map((m, i) => [m.id, i]));
    let pairs = 0;
    for (const y of youth)
      for (const b of big) {
        if (y.phase !== b.phase) continue;
        expect(y.importance).toBeLessThan(b.importance);
        expect(at.get(y.id)!).toBeGreaterThan(at.get(b.id)!);
        pairs++;
      }
    expect(pairs).toBeGreaterThan(0);
    // /match 未开赛 opens with a big-league game, not a youth one.
    const upcoming = (await day('&status=upcoming')).list;
    expect(BIG).toContain(upcoming[0]!.league.shortName);
  }, 120000);

  it('names stored 英超 clubs in its big-six table, and a real fixture of two of them reads 重要', async () => {
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=football`);
    const leagues = tree.body.data.regions.flatMap((r) => r.countries.flatMap((c) => c.leagues));
    const premier = leagues.find((l) => l.shortName === '英超');
    expect(premier).toBeDefined();
    const detail = await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${premier!.id}`);
    expect(detail.status).toBe(200);
    const clubs = detail.body.data.standings.map((r) => r.team);
    const names = new Set(clubs.map((t) => t.name));
    for (const name of BIG_CLUBS.英超!.clubs) expect(names).toContain(name);
    // A big-six club's next 英超 fixture against another big-six club, read from the API: 重要.
    const chelsea = clubs.find((t) => t.name === '切尔西')!;
    const fixtures = await getJson<{ list: MatchSummary[] }>(
      `${s.base}/sportapi/teams/${chelsea.id}/matches?type=fixtures&pageSize=40`,
    );
    const big = new Set(BIG_CLUBS.英超!.clubs);
    const clash = fixtures.body.data.list.find(
      (m) => m.league.shortName === '英超' && big.has(m.home.name) && big.has(m.away.name),
    );
    expect(clash).toBeDefined();
    expect(clash!.important).toBe(true);
    expect(clash!.importance).toBeGreaterThanOrEqual(IMPORTANT_AT);
  }, 120000);

  it('lists only important matches under important=true, all of them', async () => {
    const all = (await day('')).list;
    const important = await day('&important=true');
    expect(important.list.length).toBeGreaterThan(0);
    expect(important.list.length).toBeLessThan(all.length);
    expect(important.total).toBe(important.list.length);
    for (const m of important.list) {
      expect(m.important).toBe(true);
      expect(m.importance).toBeGreaterThanOrEqual(IMPORTANT_AT);
    }
    expect(new Set(important.list.map((m) => m.id))).toEqual(
      new Set(all.filter((m) => m.important).map((m) => m.id)),
    );
    // A youth game is never important.
    expect(important.list.some((m) => YOUTH.test(m.league.shortName))).toBe(false);
  }, 120000);
});

describe('matchImportance', () => {
  const base: ImportanceInput = {
    sport: 'football',
    leagueShort: '英超',
    stage: 'regular',
    homeName: '富勒姆',
    awayName: '布伦特福德',
    home: { rank: 10, played: 12, size: 20 },
    away: { rank: 11, played: 12, size: 20 },
  };
  const score = (over: Partial<ImportanceInput>) => matchImportance({ ...base, ...over });

  it('weighs the competition, the table, a rivalry and a knock-out round', () => {
    const midTable = score({});
    expect(midTable).toBeLessThan(IMPORTANT_AT);
    // 榜首之争: both in the top four, once the table has settled.
    expect(
      score({ home: { rank: 1, played: 12, size: 20 }, away: { rank: 3, played: 12, size: 20 } }),
    ).toBeGreaterThanOrEqual(IMPORTANT_AT);
    expect(score({ home: { rank: 1, played: 2, size: 20 }, away: { rank: 3, played: 2, size: 20 } })).toBe(
      midTable,
    );
    // Derbies, whichever side is at home.
    expect(score({ leagueShort: '意甲', homeName: '国际米兰', awayName: 'AC米兰' })).toBeGreaterThanOrEqual(
      IMPORTANT_AT,
    );
    expect(score({ homeName: '托特纳姆热刺', awayName: '阿森纳' })).toBeGreaterThanOrEqual(IMPORTANT_AT);
    expect(
      matchImportance({
        ...base,
        sport: 'basketball',
        leagueShort: 'NBA',
        homeName: '波士顿凯尔特人',
        awayName: '洛杉矶湖人',
      }),
    ).toBeGreaterThanOrEqual(IMPORTANT_AT);
    // A relegation six-pointer late in the season, not in November.
    const bottom = (played: number) =>
      score({ home: { rank: 18, played, size: 20 }, away: { rank: 19, played, size: 20 } });
    expect(bottom(30)).toBeGreaterThan(bottom(12));
    // Knock-out rounds rise to the final; every 欧冠 match is important.
    const ucl = (stage: ImportanceInput['stage']) =>
      score({ leagueShort: '欧冠', stage, home: null, away: null });
    expect(ucl('league_phase')).toBeGreaterThanOrEqual(IMPORTANT_AT);
    expect(ucl('round_of_16')).toBeGreaterThan(ucl('league_phase'));
    expect(ucl('final')).toBeGreaterThan(ucl('semi_final'));
  });

  it('counts two of the 英超’s traditional big six meeting, whatever the table (切尔西–利物浦 was not 重要)', () => {
    const midTable = score({});
    const clash = score({ homeName: '切尔西', awayName: '利物浦' });
    expect(clash).toBeGreaterThanOrEqual(IMPORTANT_AT);
    expect(score({ homeName: '利物浦', awayName: '切尔西' })).toBe(clash);
    expect(score({ homeName: '托特纳姆热刺', awayName: '曼彻斯特城' })).toBe(clash);
    // One big club against another club is an ordinary game; so is the same pairing outside the 英超.
    expect(score({ homeName: '切尔西', awayName: '布伦特福德' })).toBe(midTable);
    expect(score({ leagueShort: '西甲', homeName: '切尔西', awayName: '利物浦' })).toBe(
      score({ leagueShort: '西甲' }),
    );
    // Less than a derby, and a derby of two big clubs counts once (北伦敦德比 as any derby).
    const derby = score({ homeName: '阿森纳', awayName: '托特纳姆热刺' });
    expect(clash).toBeLessThan(derby);
    expect(derby).toBe(score({ leagueShort: '英超', homeName: '利物浦', awayName: '埃弗顿' }));
    // The table still adds: two big clubs both in the top four outrank two mid-table ones.
    expect(
      score({
        homeName: '切尔西',
        awayName: '利物浦',
        home: { rank: 2, played: 12, size: 20 },
        away: { rank: 4, played: 12, size: 20 },
      }),
    ).toBeGreaterThan(clash);
  });

  it('keeps youth, women’s and lower divisions below any big-five match, whatever their table or stage', () => {
    const floor = score({ leagueShort: '法甲' });
    for (const league of ['西U19', '英U21', '德女甲', '英女超', '英乙', '意丙A'])
      for (const stage of ['regular', 'final'] as const)
        expect(
          score({
            leagueShort: league,
            stage,
            home: { rank: 1, played: 12, size: 20 },
            away: { rank: 2, played: 12, size: 20 },
          }),
        ).toBeLessThan(floor);
  });
});
