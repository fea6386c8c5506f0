import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FootballMatchDetail,
  Page,
  PlayerDetailData,
  PlayerLeaderRow,
  SearchData,
} from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import {
  getJson,
  SPRING_ANCHOR,
  seededWorldAt,
  seededWorldFile,
  startServer,
  type TestServer,
} from '../helpers';

/** Original spellings of the real footballers of the people table (read as the table, not the seed). */
function tablePlayers(): Set<string> {
  const file = join(__dirname, '../../../data/people/football.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as {
    clubs: Record<string, Record<string, { players: string[] }>>;
  };
  return new Set(
    Object.values(raw.clubs).flatMap((clubs) =>
      Object.values(clubs).flatMap((c) => c.players.map((row) => row.split('|')[1] ?? '')),
    ),
  );
}

/**
 * Issue 46 through the API, in the seeded season at the pinned instant: real stars produce at real-looking
 * rates, the big five's scoring charts are led by real players, a club's first-choice XI starts.
 */
describe('football production fitted to real players (seeded season)', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The spring world is read by a test below: written first (when no run wrote it yet), before the server
    // opens a socket. Written in the middle of the suite, its minutes of synchronous seeding let the server's
    // keep-alive timer fire behind the client's pooled socket, and the next request failed with ECONNRESET.
    seededWorldFile(SPRING_ANCHOR);
    s = await startServer();
  }, 900000);
  jest.setTimeout(120000);
  afterAll(() => s.close());

  const api = <T>(path: string) => getJson<T>(`${s.base}${path}`).then((r) => r.body.data);
  const league = (short: string) =>
    s.db.qb
      .selectFrom('sport_leagues')
      .select('id')
      .where('short_name', '=', short)
      .where('sport', '=', 'football')
      .executeTakeFirstOrThrow()
      .then((l) => l.id);
  /** The team's finished matches of the league's current season, from the database. */
  const finishedLeagueMatches = async (teamId: number, leagueId: number) => {
    const season = await s.db.qb
      .selectFrom('sport_seasons')
      .select('id')
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rows = await s.db.qb
      .selectFrom('sport_matches')
      .select('id')
      .where('season_id', '=', season.id)
      .where('status', '=', 'finished')
      .where((eb) => eb.or([eb('home_id', '=', teamId), eb('away_id', '=', teamId)]))
      .orderBy('kickoff')
      .execute();
    return Promise.all(rows.map((r) => api<FootballMatchDetail>(SPORT_API.match(r.id))));
  };
  const playerOf = async (q: string) => {
    const data = await api<SearchData>(`${SPORT_API.search}?q=${encodeURIComponent(q)}`);
    const hit = data.groups.find((g) => g.kind === 'player')?.list[0];
    if (!hit || !('id' in hit)) throw new Error(`no player for ${q}`);
    return api<PlayerDetailData>(SPORT_API.player(hit.id));
  };
  const sideOf = (m: FootballMatchDetail, teamId: number) => (m.match.home.id === teamId ? 'home' : 'away');

  it('哈兰德 plays most league games and scores at least 0.6 goals a game he plays over the season', async () => {
    const haaland = await playerOf('哈兰德');
    expect(haaland.player.nameEn).toBe('Erling Haaland');
    const matches = await finishedLeagueMatches(haaland.team.id, await league('英超'));
    expect(matches.length).toBeGreaterThanOrEqual(8);
    let played = 0;
    let goals = 0;
    for (const m of matches) {
      const lineup = m.lineups?.[sideOf(m, haaland.team.id)];
      const line = [...(lineup?.starters ?? []), ...(lineup?.bench ?? [])].find(
        (p) => p.playerId === haaland.player.id,
      );
      if (line && (lineup?.starters.includes(line) || line.cameOn)) played++;
      for (const e of m.events) {
        if (e.playerId !== haaland.player.id) continue;
        if (e.kind === 'goal' || e.kind === 'penalty') goals++;
      }
      // A goal VAR ruled out stops counting.
      goals -= m.events.filter(
        (e) => e.kind === 'var' && e.playerId === haaland.player.id && e.text.includes('无效'),
      ).length;
    }
    expect(played).toBeGreaterThanOrEqual(Math.floor(matches.length * 0.7));
    // Ten games are too few for a rate (the real opening rounds are held to their real scores, and a Poisson
    // scorer of 0.9 a game has about one run in twenty at a third of that): he scores, and the rate is read below
    // over the season to mid-March.
    expect(goals).toBeGreaterThan(0);
    const spring = seededWorldAt(SPRING_ANCHOR);
    try {
      const line = spring
        .prepare(
          `SELECT COUNT(*) games, SUM(pl.goals) goals FROM sport_player_lines pl
             JOIN sport_players p ON p.id = pl.player_id
             JOIN sport_matches m ON m.id = pl.match_id
             JOIN sport_leagues l ON l.id = m.league_id AND l.short_name = '英超'
             JOIN sport_seasons se ON se.id = pl.season_id AND se.current = 1
            WHERE p.name_en = 'Erling Haaland' AND pl.minutes > 0`,
        )
        .get() as { games: number; goals: number };
      expect(line.games).toBeGreaterThanOrEqual(20);
      expect(line.goals / line.games).toBeGreaterThanOrEqual(0.6);
    } finally {
      spring.close();
    }
  });

  it.each(['英超', '西甲', '意甲', '德甲', '法甲'])(
    'at least 8 of the %s top 10 scorers are real players of the tables, led at a real-looking rate',
    async (short) => {
      const real = tablePlayers();
      const page = await api<Page<PlayerLeaderRow>>(
        `${SPORT_API.leagueLeaders(await league(short))}?type=goals&pageSize=10`,
      );
      expect(page.list).toHaveLength(10);
      const names = await Promise.all(
        page.list.map((r) =>
          api<PlayerDetailData>(SPORT_API.player(r.playerId ?? 0)).then((d) => d.player.nameEn),
        ),
      );
      expect(names.filter((en) => real.has(en)).length).toBeGreaterThanOrEqual(8);
      // At a real-looking rate: a league's top scorer has about two goals every three of his games or more.
      const top = page.list[0] as PlayerLeaderRow;
      expect(top.played).toBeGreaterThan(0);
      expect(top.value).toBeGreaterThanOrEqual(0.65 * (top.played ?? 0));
    },
  );

  it('阿森纳 starts its first-choice XI: 拉亚 in goal, 萨利巴, 萨卡 and 厄德高 in most matches', async () => {
    const raya = await playerOf('拉亚');
    expect(raya.team.shortName).toBe('阿森纳');
    const matches = await finishedLeagueMatches(raya.team.id, await league('英超'));
    expect(matches.length).toBeGreaterThanOrEqual(8);
    const starts = new Map<string, number>();
    for (const m of matches)
      for (const p of m.lineups?.[sideOf(m, raya.team.id)].starters ?? [])
        starts.set(p.name, (starts.get(p.name) ?? 0) + 1);
    // In most matches he is fit for: an injured or banned player is out (sport_absences, card rules).
    const fitFor = async (name: string) => {
      const id = (await playerOf(name)).player.id;
      let out = 0;
      for (const m of matches) {
        const side = m.absences?.[sideOf(m, raya.team.id)] ?? [];
        if (side.some((a) => a.playerId === id)) out += 1;
      }
      return matches.length - out;
    };
    expect(starts.get('拉亚') ?? 0).toBeGreaterThanOrEqual((await fitFor('拉亚')) - 1);
    for (const name of ['萨利巴', '萨卡', '厄德高'])
      expect(starts.get(name) ?? 0).toBeGreaterThan((await fitFor(name)) * 0.6);
  });
});
