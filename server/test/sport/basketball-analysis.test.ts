import type {
  BasketballMatchDetail,
  LeagueTreeData,
  MatchDetail,
  MatchListData,
} from '@jincheng/shared/core';
import { addDays, shanghaiDay } from '../../src/sport/time';
import { getJson, startServer, testAnchor, type TestServer } from './helpers';

/** Issue 47: the basketball match page's 分析 tab and box score, as GET /sportapi/matches/:id answers them. */
describe('basketball match detail: analysis and the box score', () => {
  let s: TestServer;
  const today = shanghaiDay(testAnchor());
  let nbaId: number;
  beforeAll(async () => {
    s = await startServer();
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=basketball`);
    nbaId = tree.body.data.hot.find((l) => l.shortName === 'NBA')!.id;
  }, 120000);
  afterAll(() => s.close());

  const detailOf = async (id: number): Promise<BasketballMatchDetail> => {
    const res = await getJson<MatchDetail>(`${s.base}/sportapi/matches/${id}`);
    expect(res.status).toBe(200);
    if (res.body.data.sport !== 'basketball') throw new Error(`match ${id} is not basketball`);
    return res.body.data;
  };
  const nbaGames = async (date: string, status: string) =>
    (
      await getJson<MatchListData>(
        `${s.base}/sportapi/matches?sport=basketball&date=${date}&status=${status}&leagueIds=${nbaId}&pageSize=50`,
      )
    ).body.data.list;

  it('marks five starters per side and gives +/- that add up to 5 × each side’s margin, finished and live', async () => {
    const finished = await nbaGames(addDays(today, -1), 'finished');
    const live = await nbaGames(today, 'live');
    expect(finished.length).toBeGreaterThan(2);
    let checked = 0;
    for (const game of [...finished.slice(0, 4), ...live.slice(0, 2)]) {
      const d = await detailOf(game.id);
      const box = d.boxScore!;
      const home = d.match.homeScore ?? 0;
      const away = d.match.awayScore ?? 0;
      for (const [side, margin] of [
        ['home', home - away],
        ['away', away - home],
      ] as const) {
        const rows = box[side];
        expect(rows.filter((r) => r.starter)).toHaveLength(5);
        for (const r of rows) expect(Number.isInteger(r.plusMinus)).toBe(true);
        const starters = rows.filter((r) => r.starter).reduce((n, r) => n + r.plusMinus, 0);
        const bench = rows.filter((r) => !r.starter).reduce((n, r) => n + r.plusMinus, 0);
        expect(starters + bench).toBe(5 * margin);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  }, 120000);

  it('answers 交锋, 近期战绩 and both teams’ conference rows for an NBA game', async () => {
    const [game] = await nbaGames(addDays(today, -1), 'finished');
    const d = await detailOf(game!.id);
    const ids = [d.match.home.id, d.match.away.id];
    // 交锋: only finished games of these two teams, never this one.
    for (const m of d.h2h) {
      expect(m.sport).toBe('basketball');
      expect(m.status).toBe('finished');
      expect(m.id).not.toBe(d.match.id);
      expect([m.home.id, m.away.id].sort()).toEqual([...ids].sort());
    }
    // 近期战绩: each team's last games before this one, won or lost (basketball has no draw), by their scores.
    for (const side of ['home', 'away'] as const) {
      const form = d.form[side];
      expect(form.length).toBeGreaterThan(0);
      for (const f of form) {
        expect(Date.parse(f.kickoff)).toBeLessThan(Date.parse(d.match.kickoff));
        expect(f.result).toBe(f.goalsFor > f.goalsAgainst ? 'W' : 'L');
      }
    }
    // 积分榜: the NBA table by conference; each team's row has its W-L, win % and its place in the conference.
    for (const id of ids) {
      const row = d.standings.find((r) => r.team.id === id)!;
      expect(['东部', '西部']).toContain(row.group);
      const conference = d.standings.filter((r) => r.group === row.group);
      expect(conference).toHaveLength(15);
      expect(conference.map((r) => r.rank)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
      expect(row.won + row.lost).toBe(row.played);
      // Win % as the NBA's standings print it: W / (W + L) to three places (7–9 is .438, not .4375).
      expect(row.winPct).toBe(Math.round((row.won / row.played) * 1000) / 1000);
      const shares = conference.map((r) => r.won / r.played);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
    }
  }, 120000);
});
