import type {
  FootballMatchDetail,
  LeagueDetailData,
  LeagueScheduleData,
  LeagueTreeData,
  MatchListData,
  MatchOddsData,
  MatchSummary,
  StandingRow,
  TeamDetailData,
} from '@jincheng/shared/core';
import { REAL_FOOTBALL_CLUBS } from '../../src/sport/seed/clubs-football';
import { realClubRows, realSeasons } from '../../src/sport/seed/real-fixtures';
import { shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { getJson, startServer, testAnchor, type TestServer } from './helpers';

/** Real past seasons (sport/history) read through the API: the real final tables, and the present untouched. */
describe('past seasons of real results', () => {
  let s: TestServer;
  const leagueIds = new Map<string, number>();
  const detail = async (league: string, season?: string) => {
    const query = season ? `?season=${season}` : '';
    const res = await getJson<LeagueDetailData>(
      `${s.base}/sportapi/leagues/${leagueIds.get(league)}${query}`,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const summary = (rows: StandingRow[]) => rows.map((r) => [r.team.name, r.played, r.points]);

  beforeAll(async () => {
    s = await startServer();
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=football`);
    for (const region of tree.body.data.regions)
      for (const country of region.countries)
        for (const league of country.leagues) leagueIds.set(league.shortName, league.id);
  }, 60000);
  afterAll(() => s.close());

  it('serves the real 2024/25 英超 final table', async () => {
    const data = await detail('英超', '2024-25');
    expect(data.season).toMatchObject({ name: '2024/25', code: '2024-25', current: false, through: null });
    expect(data.standings).toHaveLength(20);
    expect(data.standings.every((r) => r.played === 38)).toBe(true);
    expect(summary(data.standings.slice(0, 3))).toEqual([
      ['利物浦', 38, 84],
      ['阿森纳', 38, 74],
      ['曼彻斯特城', 38, 71],
    ]);
    expect(data.standings.slice(-3).map((r) => r.team.name)).toEqual(['莱斯特城', '伊普斯维奇', '南安普顿']);
  });

  it('serves the real 2024/25 欧冠 knock-out rounds: real pairings, winners on penalties, final 国际米兰 0-5 巴黎', async () => {
    const data = await detail('欧冠', '2024-25');
    const rounds = new Map((data.knockout ?? []).map((r) => [r.stage, r]));
    expect([...rounds.keys()]).toEqual([
      'knockout_playoff',
      'round_of_16',
      'quarter_final',
      'semi_final',
      'final',
    ]);
    expect([...rounds.values()].map((r) => r.ties.length)).toEqual([8, 8, 4, 2, 1]);
    expect([...rounds.values()].every((r) => r.state === 'done')).toBe(true);
    const tieOf = (stage: string, a: string) =>
      rounds.get(stage as never)?.ties.find((t) => t.high?.team.name === a || t.low?.team.name === a);
    const winner = (stage: string, a: string) => {
      const tie = tieOf(stage, a);
      return [tie?.high, tie?.low].find((x) => x?.team.id === tie?.winnerId)?.team.name;
    };
    // 利物浦 v 巴黎 1-1 on aggregate and 马竞 v 皇马 2-2: both decided on penalties, by the real winners.
    expect(tieOf('round_of_16', '利物浦')?.aggregate).toEqual({ high: 1, low: 1 });
    expect(winner('round_of_16', '利物浦')).toBe('巴黎圣日耳曼');
    expect(winner('round_of_16', '马德里竞技')).toBe('皇家马德里');
    const final = rounds.get('final')?.ties[0];
    expect([final?.high?.team.name, final?.low?.team.name, final?.aggregate]).toEqual([
      '国际米兰',
      '巴黎圣日耳曼',
      { high: 0, low: 5 },
    ]);
    expect(winner('final', '国际米兰')).toBe('巴黎圣日耳曼');
  });

  it('draws nothing of the current 欧冠 knock-out rounds while its league phase is played', async () => {
    const data = await detail('欧冠');
    expect(data.standings).toHaveLength(36);
    expect(data.standings.some((r) => r.played < 8)).toBe(true);
    expect(data.knockout?.map((r) => [r.stage, r.ties.length])).toEqual([
      ['knockout_playoff', 0],
      ['round_of_16', 0],
      ['quarter_final', 0],
      ['semi_final', 0],
      ['final', 0],
    ]);
    const months = (data.knockout ?? []).flatMap((r) =>
      r.legs.map((l) => Number(shanghaiDay(Date.parse(l.from) / 1000).slice(5, 7))),
    );
    expect(months.every((m) => m >= 2 && m <= 6)).toBe(true);
  });

  it('serves the real 2025/26 英超 and 德甲 final tables: every result, the champions and the clubs that went down', async () => {
    const current = realClubRows(REAL_FOOTBALL_CLUBS, realSeasons(shanghaiDay(testAnchor())));
    const epl = await detail('英超', '2025-26');
    expect(epl.season).toMatchObject({ name: '2025/26', code: '2025-26', current: false, through: null });
    expect(epl.standings).toHaveLength(20);
    expect(epl.standings.every((r) => r.played === 38)).toBe(true);
    expect(summary(epl.standings.slice(0, 3))).toEqual([
      ['阿森纳', 38, 85],
      ['曼彻斯特城', 38, 78],
      ['曼彻斯特联', 38, 71],
    ]);
    expect(summary(epl.standings.slice(-3))).toEqual([
      ['西汉姆联', 38, 39],
      ['伯恩利', 38, 22],
      ['狼队', 38, 20],
    ]);
    expect(epl.standings.slice(-3).every((r) => r.zone === '降级')).toBe(true);
    // The three that went down are not in today's 英超; the other seventeen are.
    const eplNow = new Set((current['英超'] ?? []).map((c) => c.split('|')[0]));
    expect(epl.standings.filter((r) => !eplNow.has(r.team.name)).map((r) => r.team.name)).toEqual([
      '西汉姆联',
      '伯恩利',
      '狼队',
    ]);
    const bundesliga = await detail('德甲', '2025-26');
    expect(bundesliga.season.through).toBeNull();
    expect(bundesliga.standings.every((r) => r.played === 34)).toBe(true);
    expect(summary(bundesliga.standings.slice(0, 2))).toEqual([
      ['拜仁慕尼黑', 34, 89],
      ['多特蒙德', 34, 73],
    ]);
    // 16th played the relegation play-off and lost it: not in today's 德甲 either.
    expect(bundesliga.standings.slice(-3).map((r) => [r.team.name, r.points, r.zone])).toEqual([
      ['沃尔夫斯堡', 29, '降级附加赛'],
      ['海登海姆', 26, '降级'],
      ['圣保利', 26, '降级'],
    ]);
    const bundesligaNow = new Set((current['德甲'] ?? []).map((c) => c.split('|')[0]));
    expect(
      bundesliga.standings.filter((r) => !bundesligaNow.has(r.team.name)).map((r) => r.team.name),
    ).toEqual(['沃尔夫斯堡', '海登海姆', '圣保利']);
    // The last day is the real one: 英超 matchday 38 on 24 May 2026, all ten at 16:00 in London (15:00 UTC).
    const last = await getJson<LeagueScheduleData>(
      `${s.base}/sportapi/leagues/${leagueIds.get('英超')}/schedule?season=2025-26&round=38`,
    );
    expect(last.body.data.matches).toHaveLength(10);
    expect(
      last.body.data.matches.every((m) => m.status === 'finished' && m.kickoff === '2026-05-24T15:00:00Z'),
    ).toBe(true);
    expect(last.body.data.matches.find((m) => m.home.name === '水晶宫')).toMatchObject({
      away: expect.objectContaining({ name: '阿森纳' }),
      homeScore: 1,
      awayScore: 2,
    });
  });

  it('completes 西甲, 意甲 and 法甲 2025/26 by simulation held to the clubs that really went down, and says from when', async () => {
    const current = realClubRows(REAL_FOOTBALL_CLUBS, realSeasons(shanghaiDay(testAnchor())));
    const cases: Array<[string, number, string, string[]]> = [
      ['西甲', 38, '2026-03-09', ['赫罗纳', '马略卡', '皇家奥维耶多']],
      ['意甲', 38, '2026-03-09', ['克雷莫纳', '维罗纳', '比萨']],
      ['法甲', 34, '2026-03-08', ['南特', '梅斯']],
    ];
    for (const [league, games, simulatedAfter, down] of cases) {
      const data = await detail(league, '2025-26');
      expect(data.season).toMatchObject({ code: '2025-26', current: false, through: null, simulatedAfter });
      expect(data.seasons.find((x) => x.code === '2025-26')).toMatchObject({ through: null, simulatedAfter });
      expect(data.standings.every((r) => r.played === games)).toBe(true);
      const bottom = data.standings.slice(-down.length);
      expect(new Set(bottom.map((r) => r.team.name))).toEqual(new Set(down));
      expect(bottom.every((r) => r.zone === '降级')).toBe(true);
      // Clear of the drop on points, whatever the tie-break: the last club above has more than the best one down.
      expect(data.standings[data.standings.length - down.length - 1]?.points).toBeGreaterThan(
        Math.max(...bottom.map((r) => r.points)),
      );
      // The clubs that went down are the ones today's league lacks.
      const now = new Set((current[league] ?? []).map((c) => c.split('|')[0]));
      expect(new Set(data.standings.filter((r) => !now.has(r.team.name)).map((r) => r.team.name))).toEqual(
        new Set(down),
      );
      // A simulated result has no half-time; the real ones before keep theirs.
      const late = await getJson<LeagueScheduleData>(
        `${s.base}/sportapi/leagues/${leagueIds.get(league)}/schedule?season=2025-26&round=${games}`,
      );
      expect(late.body.data.matches.every((m) => m.status === 'finished' && m.halfTime === null)).toBe(true);
      // The match page says a simulated result is simulated (and since when the season has no real ones); a
      // real result of the same season says nothing of the kind.
      const simulated = await getJson<FootballMatchDetail>(
        `${s.base}/sportapi/matches/${late.body.data.matches[0]?.id}`,
      );
      expect(simulated.body.data).toMatchObject({ resultOnly: true, simulatedAfter });
      const early = await getJson<LeagueScheduleData>(
        `${s.base}/sportapi/leagues/${leagueIds.get(league)}/schedule?season=2025-26&round=1`,
      );
      const real = early.body.data.matches.find((m) => m.halfTime !== null);
      const realDetail = await getJson<FootballMatchDetail>(`${s.base}/sportapi/matches/${real?.id}`);
      expect(realDetail.body.data.resultOnly).toBe(true);
      expect(realDetail.body.data).not.toHaveProperty('simulatedAfter');
    }
    // 法甲's 16th won the play-off and stayed: 降级附加赛 colour, in today's 法甲.
    const france = await detail('法甲', '2025-26');
    const sixteenth = france.standings[15];
    expect(sixteenth?.zone).toBe('降级附加赛');
    expect(new Set((current['法甲'] ?? []).map((c) => c.split('|')[0])).has(sixteenth?.team.name ?? '')).toBe(
      true,
    );
    // A club's 往季战绩 says so too.
    const spain = await detail('西甲', '2025-26');
    const barca = spain.standings.find((r) => r.team.name === '巴塞罗那');
    const team = await getJson<TeamDetailData>(`${s.base}/sportapi/teams/${barca?.team.id}`);
    expect(team.body.data.pastSeasons.find((p) => p.code === '2025-26')).toMatchObject({
      leagueShortName: '西甲',
      played: 38,
      through: null,
      simulatedAfter: '2026-03-09',
    });
  });

  it('serves the real 2024/25 德甲 final table', async () => {
    const data = await detail('德甲', '2024-25');
    expect(data.standings).toHaveLength(18);
    expect(data.standings.every((r) => r.played === 34)).toBe(true);
    expect(summary(data.standings.slice(0, 1))).toEqual([['拜仁慕尼黑', 34, 82]]);
  });

  it('completes 西甲 and 意甲 2024/25 with the supplement: the real final tables', async () => {
    const spain = await detail('西甲', '2024-25');
    expect(spain.season.through).toBeNull();
    expect(spain.standings.every((r) => r.played === 38)).toBe(true);
    expect(spain.standings.map((r) => r.points)).toEqual([
      88, 84, 76, 70, 70, 60, 55, 52, 52, 48, 46, 46, 42, 42, 42, 41, 41, 40, 32, 16,
    ]);
    expect(summary(spain.standings.slice(0, 3))).toEqual([
      ['巴塞罗那', 38, 88],
      ['皇家马德里', 38, 84],
      ['马德里竞技', 38, 76],
    ]);
    expect(spain.standings.at(-1)?.team.name).toBe('巴拉多利德');
    const italy = await detail('意甲', '2024-25');
    expect(italy.standings.every((r) => r.played === 38)).toBe(true);
    expect(summary(italy.standings.slice(0, 5))).toEqual([
      ['那不勒斯', 38, 82],
      ['国际米兰', 38, 81],
      ['亚特兰大', 38, 74],
      ['尤文图斯', 38, 70],
      ['罗马', 38, 69],
    ]);
    expect(italy.standings.at(-1)).toMatchObject({ team: { name: '蒙扎' }, points: 18 });
    const cup = await detail('欧冠', '2024-25');
    expect(cup.season.through).toBeNull();
    expect(cup.standings).toHaveLength(36);
    const final = await getJson<LeagueScheduleData>(
      `${s.base}/sportapi/leagues/${leagueIds.get('欧冠')}/schedule?season=2024-25&round=13`,
    );
    expect(final.body.data.matches.map((m) => [m.home.name, m.homeScore, m.awayScore, m.away.name])).toEqual([
      ['巴黎圣日耳曼', 5, 0, '国际米兰'],
    ]);
  });

  it("ranks 2024/25 clubs level on points by each league's own rule and colours the places of that season", async () => {
    const spain = await detail('西甲', '2024-25');
    const names = spain.standings.map((r) => r.team.name);
    // Real final order: level clubs by the games between them (巴列卡诺 took 4 points off 奥萨苏纳).
    expect(names).toEqual([
      '巴塞罗那',
      '皇家马德里',
      '马德里竞技',
      '毕尔巴鄂竞技',
      '比利亚雷亚尔',
      '皇家贝蒂斯',
      '塞尔塔',
      '巴列卡诺',
      '奥萨苏纳',
      '马略卡',
      '皇家社会',
      '瓦伦西亚',
      '赫塔菲',
      '西班牙人',
      '阿拉维斯',
      '赫罗纳',
      '塞维利亚',
      '莱加内斯',
      '拉斯帕尔马斯',
      '巴拉多利德',
    ]);
    const games = await prep(
      s.db,
      `SELECT m.home_id, m.away_id, m.home_score, m.away_score FROM sport_matches m
      JOIN sport_seasons se ON se.id = m.season_id WHERE se.code = '2024-25' AND se.league_id = ?`,
    ).all<{ home_id: number; away_id: number; home_score: number; away_score: number }>(
      leagueIds.get('西甲'),
    );
    // Every pair of clubs level on points stands in the order of the points they took off each other.
    for (const [i, a] of spain.standings.entries()) {
      const b = spain.standings[i + 1];
      if (
        !b ||
        b.points !== a.points ||
        spain.standings[i + 2]?.points === a.points ||
        spain.standings[i - 1]?.points === a.points
      )
        continue;
      const pts = (id: number) =>
        games
          .filter(
            (g) => [g.home_id, g.away_id].includes(a.team.id) && [g.home_id, g.away_id].includes(b.team.id),
          )
          .reduce((n, g) => {
            const [gf, ga] = g.home_id === id ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
            return n + (gf > ga ? 3 : gf === ga ? 1 : 0);
          }, 0);
      expect([a.team.name, pts(a.team.id) >= pts(b.team.id)]).toEqual([a.team.name, true]);
    }
    expect(spain.standings.map((r) => r.zone)).toEqual([
      ...Array(5).fill('欧冠'),
      '欧联',
      '欧联',
      '欧协联',
      ...Array(9).fill(null),
      ...Array(3).fill('降级'),
    ]);
    const england = await detail('英超', '2024-25');
    expect(england.standings.map((r) => r.zone)).toEqual([
      ...Array(5).fill('欧冠'),
      '欧联',
      '欧协联',
      ...Array(10).fill(null),
      ...Array(3).fill('降级'),
    ]);
    expect(summary(england.standings)).toEqual(
      [
        ['利物浦', 84],
        ['阿森纳', 74],
        ['曼彻斯特城', 71],
        ['切尔西', 69],
        ['纽卡斯尔联', 66],
        ['阿斯顿维拉', 66],
        ['诺丁汉森林', 65],
        ['布莱顿', 61],
        ['伯恩茅斯', 56],
        ['布伦特福德', 56],
        ['富勒姆', 54],
        ['水晶宫', 53],
        ['埃弗顿', 48],
        ['西汉姆联', 43],
        ['曼彻斯特联', 42],
        ['狼队', 42],
        ['托特纳姆热刺', 38],
        ['莱斯特城', 25],
        ['伊普斯维奇', 22],
        ['南安普顿', 12],
      ].map(([name, points]) => [name, 38, points]),
    );
  });

  it('lists the seasons, says through when the data stops, and answers 404 for a season it lacks', async () => {
    const data = await detail('英超');
    expect(data.season.current).toBe(true);
    expect(data.seasons.map((x) => [x.code, x.current, x.through])).toEqual([
      [data.season.code, true, null],
      ['2025-26', false, null],
      ['2024-25', false, null],
    ]);
    const whole = await detail('英超', '2025-26');
    expect(whole.standings).toHaveLength(20);
    expect(whole.standings.every((r) => r.played === 38)).toBe(true);
    const missing = await getJson(`${s.base}/sportapi/leagues/${leagueIds.get('英超')}?season=2019-20`);
    expect(missing.status).toBe(404);
    const bad = await getJson(`${s.base}/sportapi/leagues/${leagueIds.get('英超')}?season=abc`);
    expect(bad.status).toBe(400);
    const ranking = await getJson<LeagueDetailData>(
      `${s.base}/sportapi/rankings/standings?leagueId=${leagueIds.get('英超')}&season=2024-25`,
    );
    expect(ranking.body.data.standings[0]?.points).toBe(84);
    const schedule = await getJson<LeagueScheduleData>(
      `${s.base}/sportapi/leagues/${leagueIds.get('英超')}/schedule?season=2024-25&round=38`,
    );
    expect(schedule.body.data.matches).toHaveLength(10);
    expect(schedule.body.data.matches.every((m) => m.status === 'finished')).toBe(true);
    // 16:00 in London (summer time) is 15:00 UTC; the real score and half-time, and no simulated play.
    const last = schedule.body.data.matches.find((m) => m.home.name === '伯恩茅斯');
    expect(last).toMatchObject({ kickoff: '2025-05-25T15:00:00Z', homeScore: 2, awayScore: 0 });
    const shown = await getJson<FootballMatchDetail>(`${s.base}/sportapi/matches/${last?.id}`);
    expect(shown.body.data).toMatchObject({ resultOnly: true, events: [], stats: null, lineups: null });
    expect(shown.body.data.match.away.name).toBe('莱斯特城');
    const odds = await getJson<MatchOddsData>(`${s.base}/sportapi/matches/${last?.id}/odds`);
    expect(odds.body.data).toMatchObject({ phase: 'none', note: '往季真实赛果不提供指数', books: [] });
  });

  it('keeps the current season as it was: only its own clubs, its own matches, its own day lists', async () => {
    // The current season's clubs: the catalogue's, moved to their real 2026/27 divisions (seed/real-fixtures.ts).
    const current = realClubRows(REAL_FOOTBALL_CLUBS, realSeasons(shanghaiDay(testAnchor())));
    for (const league of ['英超', '西甲', '意甲', '德甲', '法甲']) {
      const data = await detail(league);
      const clubs = new Set((current[league] ?? []).map((c) => c.split('|')[0]));
      expect(data.standings.every((r) => clubs.has(r.team.name))).toBe(true);
      const { n } = (await prep(
        s.db,
        `SELECT count(*) n FROM sport_matches WHERE season_id = ? AND status = 'finished' AND stage = 'regular'`,
      ).get<{ n: number }>(data.season.id)) ?? { n: 0 };
      expect(data.standings.reduce((sum, r) => sum + r.played, 0)).toBe(2 * Number(n));
      expect(data.standings.every((r) => r.played < 38)).toBe(true);
    }
    const pastSeasons = new Set(
      (await prep(s.db, 'SELECT id FROM sport_seasons WHERE current = 0').all<{ id: number }>()).map(
        (r) => r.id,
      ),
    );
    expect(pastSeasons.size).toBe(11);
    const today = shanghaiDay(testAnchor());
    const list = await getJson<MatchListData>(
      `${s.base}/sportapi/matches?sport=football&date=${today}&pageSize=2000`,
    );
    expect(list.body.data.list.length).toBeGreaterThan(0);
    expect(list.body.data.list.some((m: MatchSummary) => pastSeasons.has(m.seasonId))).toBe(false);
    // A past day lists its real matches, finished: 英超 matchday 38 kicked off at 16:00 in London, 23:00 in Beijing.
    const past = await getJson<MatchListData>(
      `${s.base}/sportapi/matches?sport=football&date=2025-05-25&pageSize=200`,
    );
    const epl = past.body.data.list.filter((m) => m.league.shortName === '英超');
    expect(epl).toHaveLength(10);
    expect(epl.every((m) => m.status === 'finished' && pastSeasons.has(m.seasonId))).toBe(true);
  });

  it('keeps clubs that left the league as their own teams, and a club of today is the same team as in the past', async () => {
    const past = await detail('英超', '2024-25');
    const now = await detail('英超');
    const city = (rows: StandingRow[]) => rows.find((r) => r.team.name === '曼彻斯特城')?.team.id;
    expect(city(past.standings)).toBe(city(now.standings));
    // 南安普顿 went down in 2024/25 and plays in the 英冠 (伊普斯维奇 went down too, and came back up for 2026/27).
    const southampton = past.standings.find((r) => r.team.name === '南安普顿');
    const team = await getJson<TeamDetailData>(`${s.base}/sportapi/teams/${southampton?.team.id}`);
    expect(team.body.data.team.league.shortName).toBe('英冠');
    expect(team.body.data.pastSeasons).toEqual([
      expect.objectContaining({ leagueShortName: '英超', code: '2024-25', rank: 20, played: 38 }),
    ]);
    const ipswich = past.standings.find((r) => r.team.name === '伊普斯维奇');
    const back = await getJson<TeamDetailData>(`${s.base}/sportapi/teams/${ipswich?.team.id}`);
    expect(back.body.data.team.league.shortName).toBe('英超');
    expect(back.body.data.pastSeasons).toEqual([
      expect.objectContaining({ leagueShortName: '英超', code: '2024-25', rank: 19, played: 38, points: 22 }),
    ]);
    const cityTeam = await getJson<TeamDetailData>(`${s.base}/sportapi/teams/${city(now.standings)}`);
    expect(
      cityTeam.body.data.pastSeasons.map((p) => [p.code, p.leagueShortName, p.rank, p.points, p.through]),
    ).toEqual([
      ['2025-26', '英超', 2, 78, null],
      ['2024-25', '英超', 3, 71, null],
      ['2024-25', '欧冠', expect.any(Number), expect.any(Number), null],
    ]);
  });
});
