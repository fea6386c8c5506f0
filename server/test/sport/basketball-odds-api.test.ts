import type { MatchOddsData } from '@jincheng/shared/core';
import { expectedPoints, fitBasketballRatings } from '../../src/sport/ratings/basketball-fit';
import { nowS } from '../../src/sport/time';
import { prep } from '../db/sql';
import { getJson, startServer, type TestServer } from './helpers';

interface Row {
  id: number;
  status: string;
  kickoff: number;
  season_id: number;
  home_id: number;
  away_id: number;
}

const implied = (prices: number[]) => prices.reduce((a, p) => a + 1 / p, 0);

/** 篮球指数 through the API, for real match ids of the seeded NBA and CBA, on whichever engine the suite runs on. */
describe('basketball odds API', () => {
  let s: TestServer;
  const odds = async (id: number) =>
    (await getJson<MatchOddsData>(`${s.base}/sportapi/matches/${id}/odds`)).body.data;
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 1 } });
  }, 120000);
  afterAll(() => s.close());

  const matches = (where: string, ...args: unknown[]) =>
    prep(
      s.db,
      `SELECT m.id, m.status, m.kickoff, m.season_id, m.home_id, m.away_id FROM sport_matches m
        JOIN sport_leagues l ON l.id = m.league_id
        WHERE m.sport = 'basketball' AND l.name IN ('美国职业篮球联赛', '中国男子篮球职业联赛') AND ${where}
        ORDER BY m.kickoff, m.id LIMIT 12`,
    ).all<Row>(...args);

  it('prices the coming NBA and CBA games from ratings fitted to the season, favourites by the ratings', async () => {
    const now = nowS();
    const coming = await matches(
      `m.status = 'scheduled' AND m.kickoff > ? AND m.kickoff < ?`,
      now,
      now + 2 * 86400,
    );
    expect(coming.length).toBeGreaterThan(3);
    for (const row of coming) {
      const data = await odds(row.id);
      expect(data.sport).toBe('basketball');
      expect(data.phase).toBe('pre');
      expect(data.books.map((b) => b.book.name)).toEqual(['锦官', '青城', '岷江', '峨眉']);
      // The same fit, made here from the season's finished games as the database has them.
      const games = await prep(
        s.db,
        `SELECT home_id home, away_id away, home_score "homePoints", away_score "awayPoints" FROM sport_matches
          WHERE season_id = ? AND status = 'finished' AND kickoff + 10800 <= ? ORDER BY kickoff, id`,
      ).all<{ home: number; away: number; homePoints: number; awayPoints: number }>(
        row.season_id,
        Math.min(now, row.kickoff - 300),
      );
      const fit = fitBasketballRatings(
        games.map((g) => ({
          home: Number(g.home),
          away: Number(g.away),
          homePoints: Number(g.homePoints),
          awayPoints: Number(g.awayPoints),
        })),
      );
      const e = expectedPoints(fit, row.home_id, row.away_id);
      const margin = e.home - e.away;
      for (const b of data.books) {
        const [home, away] = b.euro.current.prices as [number, number];
        // A book's bias moves its view by a point or two at most: a clear favourite is everyone's favourite.
        if (Math.abs(margin) > 3) expect(home < away).toBe(margin > 0);
        if (Math.abs(margin) > 3) expect(Math.sign(b.asia.current.line!)).toBe(Math.sign(margin));
        expect(Math.abs(b.asia.current.line! - margin)).toBeLessThan(4);
        expect(Math.abs(b.total.current.line! - (e.home + e.away))).toBeLessThan(6);
        for (const m of [b.euro, b.asia, b.total]) {
          expect(m.state).toBe('open');
          expect(implied(m.current.prices)).toBeGreaterThan(1.04);
          expect(implied(m.current.prices)).toBeLessThan(1.075);
        }
        for (const p of [...b.asia.current.prices, ...b.total.current.prices]) {
          expect(p).toBeGreaterThan(1.7);
          expect(p).toBeLessThan(2.1);
        }
      }
    }
  }, 120000);

  it('keeps the closing quote of a finished game and closes in play; football answers as before', async () => {
    const [done] = await matches(`m.status = 'finished' AND m.kickoff > ?`, nowS() - 3 * 86400);
    expect(done).toBeDefined();
    const data = await odds(done!.id);
    expect(data.phase).toBe('closed');
    for (const b of data.books) {
      expect(b.euro.state).toBe('closed');
      expect(b.euro.current.prices).toHaveLength(2);
      expect(b.euro.history.every((p) => p.phase === 'pre')).toBe(true);
    }
    const [football] = await prep(
      s.db,
      `SELECT id FROM sport_matches WHERE sport = 'football' AND status = 'scheduled' AND kickoff > ? AND kickoff < ?
        ORDER BY kickoff LIMIT 1`,
    ).all<{ id: number }>(nowS(), nowS() + 86400);
    const f = await odds(football!.id);
    expect(f.sport).toBe('football');
    expect(f.books[0]!.euro.current.prices).toHaveLength(3);
  }, 60000);
});
