import type { LeagueTreeData, MatchListData, MatchSummary } from '@jincheng/shared/core';
import { IMPORTANT_AT, matchImportance, type ImportanceInput } from '../../src/sport/repo/importance';
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
