import type { FootballMatchDetail } from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { absencesFor } from '../../../src/sport/absences/absence-read';
import { nowS } from '../../../src/sport/time';
import { getJson, startServer, type TestServer } from '../helpers';

/**
 * Issue 45 item 4 on the seeded season: injured and banned players never play, 情报 and the match page list
 * 伤停, a match shows 预计首发 before its line-up is out, and 阿森纳's armband is 厄德高's (issue 46).
 */
describe('伤停 (injuries and suspensions) on the seeded season', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  }, 900000);
  jest.setTimeout(300000);
  afterAll(() => s.close());
  const api = <T>(path: string) => getJson<T>(`${s.base}${path}`).then((r) => r.body.data);
  const premierLeague = () =>
    s.db.qb
      .selectFrom('sport_leagues')
      .select('id')
      .where('short_name', '=', '英超')
      .where('sport', '=', 'football')
      .executeTakeFirstOrThrow()
      .then((l) => l.id);

  it('stores simulated injuries with a reason and an expected return', async () => {
    const rows = await s.db.qb.selectFrom('sport_absences').selectAll().limit(50).execute();
    expect(rows.length).toBe(50);
    for (const r of rows) {
      expect(r.source).toBe('simulated');
      expect(r.reason).toMatch(/伤|拉伤|骨折|断裂|疲劳|生病|扭伤|脑震荡|痉挛|炎|挫伤/);
      expect(Number(r.until_ts)).toBeGreaterThan(Number(r.from_ts));
    }
  });

  it('never plays an injured player in a match he is out of', async () => {
    const played = await sql<{ n: number }>`SELECT count(*) AS n FROM sport_player_lines l
      JOIN sport_matches m ON m.id = l.match_id JOIN sport_absences a ON a.player_id = l.player_id
      AND a.from_ts < m.kickoff AND a.until_ts > m.kickoff`.execute(s.db.qb);
    expect(Number(played.rows[0]?.n)).toBe(0);
    const injured = await sql<{ n: number }>`SELECT count(DISTINCT a.player_id) AS n FROM sport_absences a
      JOIN sport_matches m ON (m.home_id = a.team_id OR m.away_id = a.team_id) AND m.status = 'finished'
      AND a.from_ts < m.kickoff AND a.until_ts > m.kickoff`.execute(s.db.qb);
    expect(Number(injured.rows[0]?.n)).toBeGreaterThan(100);
  });

  it('never plays a suspended player in a match of his ban (英超)', async () => {
    const league = await premierLeague();
    const matches = await s.db.qb
      .selectFrom('sport_matches')
      .select(['id', 'sport', 'league_id', 'season_id', 'kickoff', 'home_id', 'away_id'])
      .where('league_id', '=', league)
      .where('status', '=', 'finished')
      .orderBy('kickoff', 'desc')
      .limit(60)
      .execute();
    let banned = 0;
    for (const m of matches)
      for (const team of [m.home_id, m.away_id]) {
        const { absences } = await absencesFor(s.db, m, team, Infinity);
        const bans = absences.filter((a) => a.kind === 'suspension').map((a) => a.playerId);
        banned += bans.length;
        if (!bans.length) continue;
        const lines = await s.db.qb
          .selectFrom('sport_player_lines')
          .select('player_id')
          .where('match_id', '=', m.id)
          .where('player_id', 'in', bans)
          .execute();
        expect(lines).toEqual([]);
      }
    expect(banned).toBeGreaterThan(0);
  });

  it('lists 伤停 in 情报 and on the match page of an upcoming 英超 match', async () => {
    const league = await premierLeague();
    const pieces = await s.db.qb
      .selectFrom('sport_articles')
      .innerJoin('sport_matches', 'sport_matches.id', 'sport_articles.match_id')
      .select(['sport_articles.id as id', 'sport_matches.id as match_id'])
      .where('sport_articles.kind', '=', 'intelligence')
      .where('sport_matches.league_id', '=', league)
      .where('sport_matches.status', '=', 'scheduled')
      .execute();
    expect(pieces.length).toBeGreaterThan(0);
    let listed = 0;
    for (const p of pieces) {
      const article = await api<unknown>(SPORT_API.article(p.id));
      const text = JSON.stringify(article);
      expect(text).not.toContain('均未公布伤停名单');
      const detail = await api<FootballMatchDetail>(SPORT_API.match(p.match_id));
      const out = [...(detail.absences?.home ?? []), ...(detail.absences?.away ?? [])];
      for (const a of out) {
        expect(a.name).toBeTruthy();
        if (a.kind === 'injury') listed += text.includes(a.name) ? 1 : 0;
      }
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('lists 伤停 in the 前瞻 of an upcoming match, naming the players its match page has out', async () => {
    const pieces = await s.db.qb
      .selectFrom('sport_articles')
      .innerJoin('sport_matches', 'sport_matches.id', 'sport_articles.match_id')
      .select(['sport_articles.id as id', 'sport_matches.id as match_id'])
      .where('sport_articles.kind', '=', 'preview')
      .where('sport_matches.sport', '=', 'football')
      .where('sport_matches.status', '=', 'scheduled')
      .execute();
    expect(pieces.length).toBeGreaterThan(5);
    let named = 0;
    for (const p of pieces) {
      const article = await api<{ sections?: Array<{ title: string; paragraphs: string[] }> }>(
        SPORT_API.article(p.id),
      );
      const section = article.sections?.find((x) => x.title === '伤停');
      if (!section) continue;
      const text = section.paragraphs.join('');
      const detail = await api<FootballMatchDetail>(SPORT_API.match(p.match_id));
      const injured = [...(detail.absences?.home ?? []), ...(detail.absences?.away ?? [])].filter(
        (a) => a.kind === 'injury',
      );
      named += injured.filter((a) => text.includes(a.name)).length;
    }
    expect(named).toBeGreaterThan(0);
  });

  it('shows 预计首发 before the line-up hour, without the absent, and the official XI after kickoff', async () => {
    const league = await premierLeague();
    const upcoming = await s.db.qb
      .selectFrom('sport_matches')
      .select('id')
      .where('league_id', '=', league)
      .where('status', '=', 'scheduled')
      .where('kickoff', '>', nowS() + 2 * 3600)
      .orderBy('kickoff')
      .limit(3)
      .execute();
    expect(upcoming.length).toBeGreaterThan(0);
    for (const m of upcoming) {
      const d = await api<FootballMatchDetail>(SPORT_API.match(m.id));
      expect(d.lineups?.home.expected).toBe(true);
      expect(d.lineups?.home.starters).toHaveLength(11);
      expect(d.lineups?.away.starters).toHaveLength(11);
      const out = new Set([...(d.absences?.home ?? []), ...(d.absences?.away ?? [])].map((a) => a.playerId));
      for (const p of [...(d.lineups?.home.starters ?? []), ...(d.lineups?.away.starters ?? [])])
        expect(out.has(p.playerId)).toBe(false);
    }
    const finished = await s.db.qb
      .selectFrom('sport_matches')
      .select('id')
      .where('league_id', '=', league)
      .where('status', '=', 'finished')
      .orderBy('kickoff', 'desc')
      .executeTakeFirstOrThrow();
    const d = await api<FootballMatchDetail>(SPORT_API.match(finished.id));
    expect(d.lineups?.home.expected).toBeUndefined();
    expect(d.lineups?.home.starters).toHaveLength(11);
  });

  it("gives 阿森纳's armband to 厄德高 when he starts", async () => {
    const arsenal = await s.db.qb
      .selectFrom('sport_teams')
      .select('id')
      .where('name', '=', '阿森纳')
      .where('sport', '=', 'football')
      .executeTakeFirstOrThrow();
    const odegaard = await s.db.qb
      .selectFrom('sport_players')
      .select('id')
      .where('name', '=', '厄德高')
      .executeTakeFirstOrThrow();
    const started = await s.db.qb
      .selectFrom('sport_player_lines')
      .select('match_id')
      .where('player_id', '=', odegaard.id)
      .where('started', '=', 1)
      .orderBy('match_id', 'desc')
      .limit(3)
      .execute();
    expect(started.length).toBeGreaterThan(0);
    for (const { match_id } of started) {
      const d = await api<FootballMatchDetail>(SPORT_API.match(match_id));
      const side = d.match.home.id === arsenal.id ? d.lineups?.home : d.lineups?.away;
      const captain = side?.starters.find((p) => p.captain);
      expect(captain?.name).toBe('厄德高');
    }
  });

  it('shows no 伤停 block for a past season’s result (nobody recorded who was out), and one for the current season', async () => {
    const league = await premierLeague();
    const seasons = await s.db.qb
      .selectFrom('sport_seasons')
      .select(['id', 'current'])
      .where('league_id', '=', league)
      .execute();
    const pick = async (current: number) => {
      const ids = seasons.filter((x) => Number(x.current) === current).map((x) => x.id);
      expect(ids.length).toBeGreaterThan(0);
      return s.db.qb
        .selectFrom('sport_matches')
        .select('id')
        .where('season_id', 'in', ids)
        .where('status', '=', 'finished')
        .orderBy('kickoff', 'desc')
        .executeTakeFirstOrThrow();
    };
    const past = await api<FootballMatchDetail>(SPORT_API.match((await pick(0)).id));
    expect(past.match.status).toBe('finished');
    expect(past.absences).toBeUndefined();
    const now = await api<FootballMatchDetail>(SPORT_API.match((await pick(1)).id));
    expect(now.absences).toEqual({ home: expect.any(Array), away: expect.any(Array) });
  });
});
