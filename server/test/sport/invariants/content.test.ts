import type {
  ArticleDetailData,
  ArticleSummary,
  ExpertSummary,
  MatchSummary,
  Page,
} from '@jincheng/shared/core';
import { prep } from '../../db/sql';
import { getJson, startServer, testAnchor, type TestServer } from '../helpers';

/** Names, experts and publish times a fan reads, over the whole seeded data set and through the API. */
describe('seeded content', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 120000);
  afterAll(() => s.close());
  const all = <T>(sql: string, ...params: unknown[]) => prep(s.db, sql).all<T>(...params);

  it('names clubs for their sport: no basketball club is a 足球俱乐部 and no football club a 篮球队', async () => {
    const teams = await all<{ sport: string; name: string }>('SELECT sport, name FROM sport_teams');
    expect(teams.filter((t) => t.sport === 'basketball' && /足球/.test(t.name))).toEqual([]);
    expect(teams.filter((t) => t.sport === 'football' && /篮球/.test(t.name))).toEqual([]);
    expect(teams.filter((t) => t.sport === 'basketball' && /篮球/.test(t.name)).length).toBeGreaterThan(0);
  }, 60000);

  it('gives experts titles and bios from their own sport', async () => {
    const experts = await all<{ sport: string; title: string; bio: string }>(
      'SELECT sport, title, bio FROM sport_experts',
    );
    const other = { football: /篮球|NBA|CBA|欧篮联/, basketball: /足球|英超|中超|欧冠|五大联赛|南美/ };
    const wrong = experts.filter((e) =>
      other[e.sport as 'football' | 'basketball'].test(`${e.title} ${e.bio}`),
    );
    expect(wrong).toEqual([]);
    expect(new Set(experts.map((e) => e.sport))).toEqual(new Set(['football', 'basketball']));
  }, 60000);

  it('spreads publish times (at most four items in any one minute) and never publishes in the future', async () => {
    for (const table of ['sport_articles', 'sport_solutions']) {
      const rows = await all<{ published_at: number }>(`SELECT published_at FROM ${table}`);
      expect(rows.length).toBeGreaterThan(100);
      expect(rows.filter((r) => r.published_at > testAnchor())).toEqual([]);
      const perMinute = new Map<number, number>();
      for (const r of rows)
        perMinute.set(
          Math.floor(r.published_at / 60),
          (perMinute.get(Math.floor(r.published_at / 60)) ?? 0) + 1,
        );
      expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(4);
      expect(perMinute.size).toBeGreaterThan(rows.length * 0.9);
    }
    const intel = await all<{ published_at: number; kickoff: number }>(
      `SELECT a.published_at, m.kickoff FROM sport_articles a JOIN sport_matches m ON m.id = a.match_id WHERE a.kind = 'intelligence'`,
    );
    expect(intel.filter((a) => a.published_at >= a.kickoff)).toEqual([]);
  }, 60000);

  it('lists intelligence for the nearest matches first, then live ones, then played ones', async () => {
    const page = await getJson<Page<ArticleSummary>>(
      `${s.base}/sportapi/articles?kind=intelligence&pageSize=200`,
    );
    const list = page.body.data.list;
    expect(list.length).toBeGreaterThan(50);
    const match = new Map(
      (
        await all<{ id: number; kickoff: number; status: string }>(
          'SELECT id, kickoff, status FROM sport_matches',
        )
      ).map((m) => [m.id, m]),
    );
    const rows = list.map((a) => match.get(a.matchId as number) as { kickoff: number; status: string });
    const group = (status: string) =>
      status === 'scheduled' || status === 'tbd' ? 0 : status === 'finished' ? 2 : 1;
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1]!, rows[i]!];
      expect(group(a.status)).toBeLessThanOrEqual(group(b.status));
      if (group(a.status) === 0 && group(b.status) === 0) expect(a.kickoff).toBeLessThanOrEqual(b.kickoff);
    }
    const upcoming = (
      await all<{ kickoff: number }>(
        `SELECT min(m.kickoff) kickoff FROM sport_articles a JOIN sport_matches m ON m.id = a.match_id
      WHERE a.kind = 'intelligence' AND m.status IN ('scheduled', 'tbd')`,
      )
    )[0]!;
    expect(rows[0]!.kickoff).toBe(upcoming.kickoff);
  }, 60000);

  it('sorts experts on the figures it shows, including solutions settled after the seed', async () => {
    // The seed settles past solutions, and the simulator settles more as matches end: settle every pending
    // solution of the expert with the lowest hit rate as 红, so the shown figures move away from the stored
    // columns (a list sorted on those columns is then out of order).
    const low = (
      await all<{ id: number; red: number; black: number }>(
        `SELECT e.id, e.red, e.black FROM sport_experts e WHERE EXISTS (SELECT 1 FROM sport_solutions s WHERE s.expert_id = e.id AND s.result = 'pending')
      ORDER BY CAST(red AS REAL) / (red + black + 1), id LIMIT 1`,
      )
    )[0]!;
    const before = await getJson<{ expert: ExpertSummary }>(`${s.base}/sportapi/experts/${low.id}`);
    await prep(
      s.db,
      `UPDATE sport_solutions SET result = 'red' WHERE expert_id = ? AND result = 'pending'`,
    ).run(low.id);
    for (const sort of ['hitRate', 'streak', 'followers'] as const) {
      for (const sport of ['', '&sport=football', '&sport=basketball']) {
        const seen: ExpertSummary[] = [];
        for (let page = 1; page <= 5; page++) {
          const res = await getJson<Page<ExpertSummary>>(
            `${s.base}/sportapi/experts?sort=${sort}&pageSize=12&page=${page}${sport}`,
          );
          seen.push(...res.body.data.list);
          if (!res.body.data.hasMore) break;
        }
        // By 命中率 the ranked experts (10+ settled picks) come first, then the others by settled picks.
        const rank = (e: ExpertSummary) =>
          sort === 'hitRate' ? (e.rateRanked ? 1000 + e.hitRate : e.settled) : e[sort];
        const values = seen.map(rank);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
      }
    }
    const shown = await getJson<{ expert: ExpertSummary }>(`${s.base}/sportapi/experts/${low.id}`);
    expect([before.body.data.expert.red, before.body.data.expert.black]).toEqual([low.red, low.black]);
    expect(shown.body.data.expert.red).toBeGreaterThan(low.red);
    expect(shown.body.data.expert.hitRate).toBeGreaterThan(before.body.data.expert.hitRate);
  }, 60000);

  it("shows basketball players' real points in their recent matches, the same as the box score", async () => {
    const team = (
      await all<{ id: number }>(
        "SELECT id FROM sport_teams WHERE sport = 'basketball' AND league_id = (SELECT id FROM sport_leagues WHERE short_name = 'NBA') LIMIT 1",
      )
    )[0]!;
    const players = await all<{ id: number }>(
      'SELECT id FROM sport_players WHERE team_id = ? ORDER BY id',
      team.id,
    );
    let points = 0;
    for (const p of players) {
      const res = await getJson<{
        recentMatches: Array<{ match: MatchSummary; line: Record<string, number> }>;
      }>(`${s.base}/sportapi/players/${p.id}`);
      for (const { match, line } of res.body.data.recentMatches) {
        const detail = await getJson<{
          boxScore: {
            home: Array<{ playerId: number; points: number; minutes: number }>;
            away: Array<{ playerId: number; points: number; minutes: number }>;
          };
        }>(`${s.base}/sportapi/matches/${match.id}`);
        const row = [...detail.body.data.boxScore.home, ...detail.body.data.boxScore.away].find(
          (r) => r.playerId === p.id,
        );
        expect([line.points, line.minutes]).toEqual([row?.points ?? 0, row?.minutes ?? 0]);
        points += line.points ?? 0;
      }
    }
    expect(points).toBeGreaterThan(0);
  }, 60000);
  it('files a 战报 for a finished hot-league match that opens with the match and its score', async () => {
    const [m] = await all<{ id: number; home_score: number; away_score: number }>(
      `SELECT m.id, m.home_score, m.away_score FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
      WHERE l.hot = 1 AND m.sport = 'football' AND m.status = 'finished' AND m.kickoff > ? ORDER BY m.kickoff DESC LIMIT 1`,
      testAnchor() - 3 * 86400,
    );
    const page = await getJson<Page<ArticleSummary>>(
      `${s.base}/sportapi/articles?kind=report&matchId=${m?.id}`,
    );
    expect(page.body.data.list).toHaveLength(1);
    const report = page.body.data.list[0] as ArticleSummary;
    expect(report).toMatchObject({ kind: 'report', matchId: m?.id });
    expect(report.tags).toContain('战报');
    const detail = await getJson<ArticleDetailData>(`${s.base}/sportapi/articles/${report.id}`);
    expect(detail.body.data.match).toMatchObject({
      id: m?.id,
      homeScore: m?.home_score,
      awayScore: m?.away_score,
    });
    expect(detail.body.data.sections[0]?.paragraphs[0]).toContain(`${m?.home_score}-${m?.away_score}`);
    const newest = await getJson<Page<ArticleSummary>>(`${s.base}/sportapi/articles?kind=report&pageSize=20`);
    const times = newest.body.data.list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  }, 60000);
});
