import type {
  BasketballMatchDetail,
  FootballMatchDetail,
  LeagueDetailData,
  LeagueTreeData,
  LeadersPage,
  MatchSummary,
  Page,
  PlayerSeasonLineData,
  TeamStatsData,
} from '@jincheng/shared/core';
import { prep } from '../db/sql';
import { getJson, startServer, type TestServer } from './helpers';

/**
 * The deeper boards (xG, 评分, 零封; 抢断, 盖帽, 三分), a team's season 数据 and a player's season line are sums
 * over the season's match lines: each figure is checked against the match details of the same matches.
 */
describe('leaders, team statistics and player season lines from the match lines', () => {
  let s: TestServer;
  const leagueIds = new Map<string, number>();
  beforeAll(async () => {
    s = await startServer();
    for (const sport of ['football', 'basketball'] as const) {
      const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=${sport}`);
      for (const l of tree.body.data.hot) leagueIds.set(l.shortName, l.id);
    }
    // A fresh source seeds a new template: on a machine shared by many test runs that takes minutes.
  }, 600000);
  afterAll(() => s.close());

  const board = (league: string, type: string, extra = '') =>
    getJson<LeadersPage>(`${s.base}/sportapi/leagues/${leagueIds.get(league)}/leaders?type=${type}${extra}`);

  /** A team's finished matches of a season, each with its match detail. */
  const seasonMatches = async <T>(teamId: number, seasonId: number): Promise<T[]> => {
    const results = await getJson<Page<MatchSummary>>(
      `${s.base}/sportapi/teams/${teamId}/matches?type=results&pageSize=200`,
    );
    const mine = results.body.data.list.filter((m) => m.seasonId === seasonId);
    return Promise.all(
      mine.map(async (m) => (await getJson<T>(`${s.base}/sportapi/matches/${m.id}`)).body.data),
    );
  };
  const currentSeason = async (league: string) =>
    (await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${leagueIds.get(league)}`)).body.data.season;

  const round2 = (n: number) => Math.round(n * 100) / 100;
  const round1 = (n: number) => Math.round(n * 10) / 10;

  it('xG leader: his figure is the sum of his shots in the season’s match details', async () => {
    const res = await board('英超', 'xg', '&pageSize=3');
    expect(res.status).toBe(200);
    expect(res.body.data.note).toContain('预期进球');
    const [top, second] = res.body.data.list;
    expect(top!.value).toBeGreaterThan(0);
    expect(top!.value).toBeGreaterThanOrEqual(second!.value);
    const season = await currentSeason('英超');
    const details = await seasonMatches<FootballMatchDetail>(top!.team!.id, season.id);
    expect(details.length).toBeGreaterThan(0);
    const xg = details.flatMap((d) => d.shots).filter((x) => x.playerId === top!.playerId);
    // The board's hundredths from the stored lines' sum, within half a hundredth of his shots' own total (the same
    // numbers added in another order may round a .xx5 either way).
    expect(Math.abs(top!.value - xg.reduce((n, x) => n + x.xg, 0))).toBeLessThanOrEqual(0.005 + 1e-9);
    // `played` is his own appearances: the matches whose lineups list him with minutes (rated or not).
    const appeared = details.filter((d) =>
      (['home', 'away'] as const).some(
        (x) =>
          d.lineups![x].starters.some((p) => p.playerId === top!.playerId) ||
          d.lineups![x].bench.some((p) => p.playerId === top!.playerId && p.cameOn !== null),
      ),
    );
    expect(top!.played).toBe(appeared.length);
  });

  it('评分 board: the average of his match ratings, with the minimum of games in the note', async () => {
    const res = await board('英超', 'rating', '&pageSize=20');
    expect(res.status).toBe(200);
    expect(res.body.data.note).toContain('不少于球队已赛场次一半');
    const top = res.body.data.list[0]!;
    const details = await seasonMatches<FootballMatchDetail>(top.team!.id, (await currentSeason('英超')).id);
    const mine = details
      .flatMap((d) => [
        ...d.lineups!.home.starters,
        ...d.lineups!.home.bench.filter((p) => p.cameOn !== null),
        ...d.lineups!.away.starters,
        ...d.lineups!.away.bench.filter((p) => p.cameOn !== null),
      ])
      .filter((p) => p.playerId === top.playerId);
    const ratings = mine.filter((p) => p.rating !== null).map((p) => p.rating!);
    // `played` is his appearances; the average is over the matches he was rated in (10+ minutes).
    expect(top.played).toBe(mine.length);
    expect(ratings.length * 2).toBeGreaterThanOrEqual(
      details.length, // his team's finished games: the board's minimum is half of them
    );
    expect(top.value).toBe(round2(ratings.reduce((n, r) => n + r, 0) / ratings.length));
  });

  it('零封 board: goalkeepers only, never more than the matches his side kept a clean sheet', async () => {
    const res = await board('英超', 'cleanSheets', '&pageSize=5');
    expect(res.status).toBe(200);
    const top = res.body.data.list[0]!;
    expect(top.value).toBeGreaterThan(0);
    const player = await getJson<{ player: { position: string } }>(
      `${s.base}/sportapi/players/${top.playerId}`,
    );
    expect(player.body.data.player.position).toBe('门将');
    const details = await seasonMatches<FootballMatchDetail>(top.team!.id, (await currentSeason('英超')).id);
    const kept = details.filter((d) => {
      const side = d.match.home.id === top.team!.id ? 'home' : 'away';
      const conceded = side === 'home' ? d.match.awayScore : d.match.homeScore;
      return (
        conceded === 0 &&
        d.lineups![side].starters.some((p) => p.playerId === top.playerId && p.wentOff === null)
      );
    });
    // Kept his side's goal for the whole match: each such match is one; a partial match may add more.
    expect(top.value).toBeGreaterThanOrEqual(kept.length);
    const teamStats = await getJson<TeamStatsData>(`${s.base}/sportapi/teams/${top.team!.id}/stats`);
    expect(top.value).toBeLessThanOrEqual(teamStats.body.data.football!.cleanSheets);
  });

  it('抢断, 盖帽, 三分 (basketball): per game over his box-score lines, the minimum of games in the note', async () => {
    const season = await currentSeason('NBA');
    for (const [type, key] of [
      ['steals', 'steals'],
      ['blocks', 'blocks'],
      ['threes', 'threesMade'],
    ] as const) {
      const res = await board('NBA', type, '&pageSize=3');
      expect(res.status).toBe(200);
      expect(res.body.data.note).toContain('不少于球队已赛场次一半');
      const top = res.body.data.list[0]!;
      const details = await seasonMatches<BasketballMatchDetail>(top.team!.id, season.id);
      const lines = details
        .flatMap((d) => [...d.boxScore!.home, ...d.boxScore!.away])
        .filter((r) => r.playerId === top.playerId && (r.starter || r.minutes > 0));
      expect([type, top.played]).toEqual([type, lines.length]);
      expect(top.played! * 2).toBeGreaterThanOrEqual(details.length);
      expect([type, top.value]).toEqual([type, round1(lines.reduce((n, r) => n + r[key], 0) / lines.length)]);
    }
  });

  it('honours season=: a past season of real results has no xG, 评分 or 零封 board (暂无 and why); an unknown one is 404', async () => {
    for (const type of ['xg', 'rating', 'cleanSheets']) {
      const past = await board('英超', type, '&season=2024-25');
      expect([type, past.status, past.body.data.total, past.body.data.list]).toEqual([type, 200, 0, []]);
      expect(past.body.data.note).toContain('不做推算');
    }
    const current = await currentSeason('英超');
    const same = await board('英超', 'xg', `&season=${current.code}&pageSize=5`);
    expect(same.body.data.list).toEqual((await board('英超', 'xg', '&pageSize=5')).body.data.list);
    const ranking = await getJson<LeadersPage>(
      `${s.base}/sportapi/rankings/players?leagueId=${leagueIds.get('英超')}&type=xg&season=2024-25`,
    );
    expect(ranking.body.data.total).toBe(0);
    const unknown = await board('英超', 'xg', '&season=1999-00');
    expect([unknown.status, unknown.body.retmsg]).toEqual([404, '该赛季暂无数据']);
    const wrong = await board('英超', 'steals');
    expect([wrong.status, wrong.body.retmsg]).toEqual([400, '该项目不支持此榜单类型']);
    const wrongNba = await board('NBA', 'xg');
    expect([wrongNba.status, wrongNba.body.retmsg]).toEqual([400, '该项目不支持此榜单类型']);
  });

  it('a football team’s 数据: goals, xG and shots per game from its matches; past seasons too', async () => {
    const season = await currentSeason('英超');
    const table = await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${leagueIds.get('英超')}`);
    const teamId = table.body.data.standings[0]!.team.id;
    const res = await getJson<TeamStatsData>(`${s.base}/sportapi/teams/${teamId}/stats`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.season).toMatchObject({ code: season.code, current: true, leagueShortName: '英超' });
    const details = await seasonMatches<FootballMatchDetail>(teamId, season.id);
    expect(data.played).toBe(details.length);
    const side = (d: FootballMatchDetail) => (d.match.home.id === teamId ? 'home' : 'away');
    const other = (d: FootballMatchDetail) => (side(d) === 'home' ? 'away' : 'home');
    const sum = (f: (d: FootballMatchDetail) => number) => details.reduce((n, d) => n + f(d), 0);
    const n = details.length;
    const score = (d: FootballMatchDetail, x: 'home' | 'away') =>
      (x === 'home' ? d.match.homeScore : d.match.awayScore) ?? 0;
    expect(data.football!.goalsForPerGame).toBe(round2(sum((d) => score(d, side(d))) / n));
    expect(data.football!.goalsAgainstPerGame).toBe(round2(sum((d) => score(d, other(d))) / n));
    expect(data.football!.cleanSheets).toBe(details.filter((d) => score(d, other(d)) === 0).length);
    const xgFor = sum((d) => d.shots.filter((x) => x.side === side(d)).reduce((a, x) => a + x.xg, 0));
    // Rounded to the hundredth from the stored lines' sum: within half a hundredth of the shots' own total (the
    // two sums add the same numbers in another order, so at a .xx5 boundary they may round either way).
    expect(Math.abs((data.football!.xgForPerGame ?? NaN) - xgFor / n)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(data.football!.shotsPerGame).toBe(round1(sum((d) => d.stats!.shots[side(d)]) / n));
    expect(data.basketball).toBeNull();
    // The team's seasons: the current one first, then the real past ones (英超 and 欧冠 of 2024-25 apart).
    expect(data.seasons[0]).toMatchObject({ current: true, code: season.code });
    const past = data.seasons.find((x) => !x.current && x.leagueShortName === '英超');
    expect(past).toBeDefined();
    const old = await getJson<TeamStatsData>(
      `${s.base}/sportapi/teams/${teamId}/stats?season=${past!.code}&leagueId=${past!.leagueId}`,
    );
    expect(old.status).toBe(200);
    expect(old.body.data.season).toMatchObject({ code: past!.code, current: false });
    expect(old.body.data.played).toBeGreaterThan(0);
    expect(old.body.data.football!.xgForPerGame).toBeNull();
    expect(old.body.data.football!.goalsForPerGame).toBeGreaterThan(0);
    const none = await getJson(`${s.base}/sportapi/teams/${teamId}/stats?season=1999-00`);
    expect([none.status, none.body.retmsg]).toEqual([404, '该赛季暂无数据']);
    const missing = await getJson(`${s.base}/sportapi/teams/99999999/stats`);
    expect([missing.status, missing.body.retmsg]).toEqual([404, '球队不存在']);
  });

  it('a basketball team’s 数据: points, rebounds, assists, 3-pt and FG % from its box scores', async () => {
    const season = await currentSeason('NBA');
    const table = await getJson<LeagueDetailData>(`${s.base}/sportapi/leagues/${leagueIds.get('NBA')}`);
    const teamId = table.body.data.standings[0]!.team.id;
    const data = (await getJson<TeamStatsData>(`${s.base}/sportapi/teams/${teamId}/stats`)).body.data;
    const details = await seasonMatches<BasketballMatchDetail>(teamId, season.id);
    expect(data.played).toBe(details.length);
    const mine = details.map((d) => d.teamStats![d.match.home.id === teamId ? 'home' : 'away']);
    const sum = (k: keyof (typeof mine)[number]) => mine.reduce((n, x) => n + x[k], 0);
    expect(data.basketball!.pointsForPerGame).toBe(round1(sum('points') / mine.length));
    expect(data.basketball!.reboundsPerGame).toBe(round1(sum('rebounds') / mine.length));
    expect(data.basketball!.threePct).toBe(round1((sum('threesMade') / sum('threesAttempted')) * 100));
    expect(data.basketball!.fieldGoalPct).toBe(
      round1((sum('fieldGoalsMade') / sum('fieldGoalsAttempted')) * 100),
    );
    expect(data.football).toBeNull();
  });

  it('a player’s season line (the comparison) agrees with the boards', async () => {
    const xg = (await board('英超', 'xg', '&pageSize=1')).body.data.list[0]!;
    const line = await getJson<PlayerSeasonLineData>(`${s.base}/sportapi/players/${xg.playerId}/season`);
    expect(line.status).toBe(200);
    expect(line.body.data).toMatchObject({
      playerId: xg.playerId,
      sport: 'football',
      appearances: xg.played,
    });
    expect(line.body.data.football!.xg).toBe(xg.value);
    const steals = (await board('NBA', 'steals', '&pageSize=1')).body.data.list[0]!;
    const nba = await getJson<PlayerSeasonLineData>(`${s.base}/sportapi/players/${steals.playerId}/season`);
    expect(nba.body.data.basketball!.steals).toBe(steals.value);
    expect(nba.body.data.appearances).toBe(steals.played);
    const missing = await getJson(`${s.base}/sportapi/players/99999999/season`);
    expect([missing.status, missing.body.retmsg]).toEqual([404, '球员不存在']);
  });

  it('every figure is read from the stored match lines: board = season line = the sum of his lines, and a changed line changes both', async () => {
    const sumOf = async (playerId: number, column: string) =>
      (await prep(
        s.db,
        `SELECT SUM(${column}) v, count(${column}) n, count(*) apps FROM sport_player_lines
           WHERE player_id = ? AND season_id = ?`,
      ).get<{ v: number | string; n: number | string; apps: number | string }>(
        playerId,
        (await currentSeason('英超')).id,
      ))!;
    const rating = (await board('英超', 'rating', '&pageSize=1')).body.data.list[0]!;
    const stored = await sumOf(rating.playerId!, 'rating');
    expect(rating.value).toBe(round2(Number(stored.v) / Number(stored.n)));
    // His page's season and his 对比 line show the same average.
    const page = await getJson<{ seasonStats: { rating: number | null } }>(
      `${s.base}/sportapi/players/${rating.playerId}`,
    );
    expect(page.body.data.seasonStats.rating).toBe(rating.value);
    const season = await getJson<PlayerSeasonLineData>(
      `${s.base}/sportapi/players/${rating.playerId}/season`,
    );
    expect(season.body.data.football!.rating).toBe(rating.value);
    expect(rating.played).toBe(Number(stored.apps));
    const keeper = (await board('英超', 'cleanSheets', '&pageSize=1')).body.data.list[0]!;
    expect(keeper.value).toBe(Number((await sumOf(keeper.playerId!, 'clean_sheets')).v));

    // One of the xG leader's stored lines gains 5: his board value and his season line follow, with no replay.
    const before = (await board('英超', 'xg', '&pageSize=1')).body.data.list[0]!;
    expect(before.value).toBe(round2(Number((await sumOf(before.playerId!, 'xg')).v)));
    await prep(
      s.db,
      `UPDATE sport_player_lines SET xg = xg + 5 WHERE id = (SELECT min(id) FROM sport_player_lines
       WHERE player_id = ? AND season_id = ?)`,
    ).run(before.playerId, (await currentSeason('英超')).id);
    const after = (await board('英超', 'xg', '&pageSize=2')).body.data.list[0]!;
    expect([after.playerId, after.value]).toEqual([before.playerId, round2(before.value + 5)]);
    const line = await getJson<PlayerSeasonLineData>(`${s.base}/sportapi/players/${before.playerId}/season`);
    expect(line.body.data.football!.xg).toBe(after.value);
  });
});
