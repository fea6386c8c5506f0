import type {
  BasketballMatchDetail,
  FootballMatchDetail,
  LeaderType,
  LeadersPage,
  LeagueDetailData,
  LeagueTreeData,
  MatchSummary,
  Page,
  PlayerDetailData,
  TeamDetailData,
} from '@jincheng/shared/core';
import { getJson, startServer, type TestServer } from './helpers';

/**
 * Numbers that add up (issue 46): a player's season line, the squad table and the leaders are sums of the
 * stored match lines, and those equal what each match page shows; a past season's leaders are the real ones
 * of past-leaders.json, never the current season's.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
}, 180_000);
afterAll(() => s.close());

const api = async <T>(path: string): Promise<T> => {
  const res = await getJson<T>(`${s.base}${path}`);
  expect(res.status).toBe(200);
  return res.body.data;
};

async function leagueOf(sport: 'football' | 'basketball', short: string) {
  const tree = await api<LeagueTreeData>(`/sportapi/leagues?sport=${sport}`);
  const league = tree.hot.find((l) => l.shortName === short)!;
  return api<LeagueDetailData>(`/sportapi/leagues/${league.id}`);
}

/** Every finished match of a team in a season, from the team's results pages. */
async function finishedOf(teamId: number): Promise<MatchSummary[]> {
  const out: MatchSummary[] = [];
  for (let page = 1; ; page++) {
    const p = await api<Page<MatchSummary>>(
      `/sportapi/teams/${teamId}/matches?type=results&pageSize=50&page=${page}`,
    );
    out.push(...p.list);
    if (!p.hasMore) break;
  }
  return out;
}

interface Tally {
  apps: number;
  starts: number;
  goals: number;
  assists: number;
  yellow: number;
  red: number;
}

/** A football player's line in one match as its page shows it: line-ups for who played, the timeline. */
function footballTally(detail: FootballMatchDetail, into: Map<number, Tally>): void {
  const get = (id: number) => {
    let t = into.get(id);
    if (!t) into.set(id, (t = { apps: 0, starts: 0, goals: 0, assists: 0, yellow: 0, red: 0 }));
    return t;
  };
  for (const side of ['home', 'away'] as const) {
    const lineup = detail.lineups![side];
    for (const p of lineup.starters) Object.assign(get(p.playerId), { starts: get(p.playerId).starts + 1 });
    for (const p of [...lineup.starters, ...lineup.bench.filter((b) => b.cameOn !== null)])
      get(p.playerId).apps += 1;
  }
  // A goal VAR ruled out (a `var` event that took the score back) counts for nobody.
  const events = detail.events;
  const voided = new Set<number>();
  for (const [i, v] of events.entries()) {
    if (v.kind !== 'var' || i === 0) continue;
    const before = events[i - 1]!;
    const took = v.score.home + v.score.away < before.score.home + before.score.away;
    if (!took) continue;
    const goal = events
      .slice(0, i)
      .filter((e) => e.kind === 'goal' && e.playerId === v.playerId && !voided.has(e.id))
      .pop();
    if (goal) voided.add(goal.id);
  }
  for (const e of events) {
    if (voided.has(e.id) || e.playerId === null) continue;
    if (e.kind === 'goal' || e.kind === 'penalty') get(e.playerId).goals += 1;
    if (e.kind === 'goal' && e.relatedPlayerId !== null) get(e.relatedPlayerId).assists += 1;
    if (e.kind === 'yellow') get(e.playerId).yellow += 1;
    if (e.kind === 'red' || e.kind === 'second_yellow') get(e.playerId).red += 1;
  }
}

describe('season lines are sums of the match lines', () => {
  it("every 曼城 player's season line equals the sum of his lines on the match pages", async () => {
    const epl = await leagueOf('football', '英超');
    const cityId = epl.standings.find((r) => r.team.name === '曼彻斯特城')!.team.id;
    const team = await api<TeamDetailData>(`/sportapi/teams/${cityId}`);
    const matches = (await finishedOf(cityId)).filter((m) => m.seasonId === epl.season.id);
    expect(matches.length).toBeGreaterThan(5);
    const tally = new Map<number, Tally>();
    let scored = 0;
    for (const m of matches) {
      const detail = await api<FootballMatchDetail>(`/sportapi/matches/${m.id}`);
      footballTally(detail, tally);
      scored += m.home.id === cityId ? m.homeScore! : m.awayScore!;
    }
    let goals = 0;
    let starters = 0;
    for (const member of team.squad) {
      const player = await api<PlayerDetailData>(`/sportapi/players/${member.id}`);
      const line = player.seasonStats;
      const t = tally.get(member.id) ?? { apps: 0, starts: 0, goals: 0, assists: 0, yellow: 0, red: 0 };
      expect({ id: member.id, ...line }).toMatchObject({
        id: member.id,
        appearances: t.apps,
        starts: t.starts,
        goals: t.goals,
        assists: t.assists,
        yellowCards: t.yellow,
        redCards: t.red,
      });
      expect(line.appearances).toBeLessThanOrEqual(matches.length);
      expect(line.minutes).toBeLessThanOrEqual(line.appearances * 100);
      if (line.starts) expect(line.minutes).toBeGreaterThanOrEqual(line.starts * 15);
      // The squad table reads the same sums.
      expect(member.season).toMatchObject({
        appearances: line.appearances,
        starts: line.starts,
        minutes: line.minutes,
        goals: line.goals,
        assists: line.assists,
      });
      goals += line.goals;
      starters += line.starts;
    }
    // Eleven starters a game, and the club's goals are its players' (own goals of the other side aside).
    expect(starters).toBe(matches.length * 11);
    expect(goals).toBeLessThanOrEqual(scored);
    expect(goals).toBeGreaterThanOrEqual(scored - matches.length);
    // No invented identical lines: the squad's appearances differ.
    expect(new Set(team.squad.map((p) => p.season.minutes)).size).toBeGreaterThan(5);
  }, 180_000);
});

describe('leaders', () => {
  it('football leaders are the sums of the stored lines', async () => {
    const epl = await leagueOf('football', '英超');
    const page = await api<LeadersPage>(`/sportapi/leagues/${epl.league.id}/leaders?type=goals&pageSize=10`);
    expect(page.list.length).toBe(10);
    for (const row of page.list) {
      const player = await api<PlayerDetailData>(`/sportapi/players/${row.playerId}`);
      expect(row.value).toBe(player.seasonStats.goals);
      expect(row.played).toBe(player.seasonStats.appearances);
    }
  }, 120_000);

  it('a past season (2024-25) lists its real leaders from the table, not the current season', async () => {
    const epl = await leagueOf('football', '英超');
    const current = await api<LeadersPage>(
      `/sportapi/leagues/${epl.league.id}/leaders?type=goals&pageSize=10`,
    );
    const past = await api<LeadersPage>(
      `/sportapi/leagues/${epl.league.id}/leaders?type=goals&season=2024-25&pageSize=10`,
    );
    expect(past.list.map((r) => r.name)).not.toEqual(current.list.map((r) => r.name));
    expect(past.list.slice(0, 3).map((r) => [r.name, r.value])).toEqual([
      ['萨拉赫', 29],
      ['伊萨克', 23],
      ['哈兰德', 22],
    ]);
    expect(past.note).toContain('来源');
    for (const row of past.list) expect(row.source).toBeTruthy();
    // 萨拉赫 is in the tables: the row opens his page.
    const salah = await api<PlayerDetailData>(`/sportapi/players/${past.list[0]!.playerId}`);
    expect(salah.player.nameEn).toBe('Mohamed Salah');
    // The rankings endpoint honours the season too.
    const ranking = await api<LeadersPage>(
      `/sportapi/rankings/players?leagueId=${epl.league.id}&type=goals&season=2024-25&pageSize=10`,
    );
    expect(ranking.list.map((r) => r.name)).toEqual(past.list.map((r) => r.name));
  });

  it('2025-26 lists the scorers counted from openfootball; its assists stay 暂无', async () => {
    const epl = await leagueOf('football', '英超');
    const page = await api<LeadersPage>(
      `/sportapi/leagues/${epl.league.id}/leaders?type=goals&season=2025-26&pageSize=10`,
    );
    expect(page.list.length).toBe(10);
    expect(page.list.slice(0, 3).map((r) => [r.name, r.value])).toEqual([
      ['哈兰德', 27],
      ['伊戈尔·蒂亚戈', 22],
      ['塞门约', 17],
    ]);
    expect(page.note).toContain('来源');
    expect(page.note).toContain('en.1-full.json');
    // 哈兰德 is in the tables: the row opens his page, and his club links.
    const haaland = await api<PlayerDetailData>(`/sportapi/players/${page.list[0]!.playerId}`);
    expect(haaland.player.nameEn).toBe('Erling Haaland');
    expect(page.list[0]!.team?.name).toBe('曼彻斯特城');
    // A player who moved mid-season names both clubs as plain text, linking neither.
    const semenyo = page.list[2]!;
    expect(semenyo.teamName).toBe('伯恩茅斯/曼彻斯特城');
    expect(semenyo.team).toBeNull();
    const assists = await api<LeadersPage>(
      `/sportapi/leagues/${epl.league.id}/leaders?type=assists&season=2025-26`,
    );
    expect(assists.list).toEqual([]);
    expect(assists.note).toContain('暂无');
  });

  it('a past season no source covers is 暂无 with the reason, never invented', async () => {
    const epl = await leagueOf('football', '英超');
    const seasons = epl.seasons.filter((x) => !x.current).map((x) => x.code);
    const uncovered = seasons.find((code) => code !== '2023-24' && code !== '2024-25');
    expect(uncovered).toBeDefined();
    const page = await api<LeadersPage>(
      `/sportapi/leagues/${epl.league.id}/leaders?type=assists&season=${uncovered}`,
    );
    expect(page.list).toEqual([]);
    expect(page.note).toContain('暂无');
  });

  it("basketball leaders are the per-game sums of the box scores, among players with half their team's games", async () => {
    const nba = await leagueOf('basketball', 'NBA');
    const totals = new Map<
      number,
      { games: number; points: number; rebounds: number; assists: number; team: number }
    >();
    const teamGames = new Map<number, number>();
    for (const row of nba.standings) {
      const matches = (await finishedOf(row.team.id)).filter((m) => m.seasonId === nba.season.id);
      teamGames.set(row.team.id, matches.length);
    }
    const seen = new Set<number>();
    for (const row of nba.standings) {
      const matches = (await finishedOf(row.team.id)).filter((m) => m.seasonId === nba.season.id);
      for (const m of matches) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        const detail = await api<BasketballMatchDetail>(`/sportapi/matches/${m.id}`);
        for (const side of ['home', 'away'] as const)
          for (const b of detail.boxScore![side]) {
            if (!b.starter && b.minutes === 0) continue;
            const t = totals.get(b.playerId) ?? {
              games: 0,
              points: 0,
              rebounds: 0,
              assists: 0,
              team: side === 'home' ? m.home.id : m.away.id,
            };
            t.games += 1;
            t.points += b.points;
            t.rebounds += b.rebounds;
            t.assists += b.assists;
            totals.set(b.playerId, t);
          }
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    const one = (n: number, g: number) => Math.round((n / g) * 10) / 10;
    for (const type of ['points', 'rebounds', 'assists'] as const satisfies readonly LeaderType[]) {
      const expected = [...totals.entries()]
        .filter(([, t]) => t.games * 2 >= (teamGames.get(t.team) ?? 0))
        .map(([id, t]) => ({ id, v: one(t[type], t.games), raw: t[type] }))
        .sort((a, b) => b.v - a.v || b.raw - a.raw || a.id - b.id)
        .slice(0, 10);
      const page = await api<LeadersPage>(
        `/sportapi/leagues/${nba.league.id}/leaders?type=${type}&pageSize=10`,
      );
      expect(page.list.map((r) => [r.playerId, r.value])).toEqual(expected.map((e) => [e.id, e.v]));
      expect(page.note).toContain('一半');
      for (const r of page.list.slice(0, 3)) {
        const player = await api<PlayerDetailData>(`/sportapi/players/${r.playerId}`);
        expect(player.seasonStats[type === 'assists' ? 'assistsPerGame' : type]).toBe(r.value);
      }
    }
  }, 300_000);

  it('the NBA past seasons come from the table (2024-25 points: 亚历山大 32.7)', async () => {
    const nba = await leagueOf('basketball', 'NBA');
    const past = await api<LeadersPage>(
      `/sportapi/leagues/${nba.league.id}/leaders?type=points&season=2024-25`,
    );
    expect(past.list[0]).toMatchObject({ name: '亚历山大', value: 32.7, played: null });
    expect(past.list[0]!.playerId).not.toBeNull();
  });
});

describe('career', () => {
  it('starts with the current season, the same sums as the season line', async () => {
    const epl = await leagueOf('football', '英超');
    const team = await api<TeamDetailData>(`/sportapi/teams/${epl.standings[5]!.team.id}`);
    const player = await api<PlayerDetailData>(`/sportapi/players/${team.squad[0]!.id}`);
    expect(player.career[0]).toMatchObject({
      current: true,
      season: player.seasonStats.seasonName,
      appearances: player.seasonStats.appearances,
      minutes: player.seasonStats.minutes,
      goals: player.seasonStats.goals,
      assists: player.seasonStats.assists,
    });
  });
});
