import type {
  BasketballMatchDetail,
  LeagueTreeData,
  MatchDetail,
  MatchListData,
} from '@jincheng/shared/core';
import { TIMELINE_DAYS } from '../../src/sport/seed/seed-matches';
import { addDays, shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { getJson, startServer, testAnchor, type TestServer } from './helpers';

/**
 * An NBA game's play-by-play, whatever its age: recent games keep their timeline rows (news and 战报 read them);
 * an older game keeps none and its page reads the play-by-play from the game's stored record.
 */
describe('basketball play-by-play of finished games', () => {
  let s: TestServer;
  const today = shanghaiDay(testAnchor());
  let nbaId: number;
  beforeAll(async () => {
    s = await startServer();
    const tree = await getJson<LeagueTreeData>(`${s.base}/sportapi/leagues?sport=basketball`);
    nbaId = tree.body.data.hot.find((l) => l.shortName === 'NBA')!.id;
  }, 120000);
  afterAll(() => s.close());

  const finishedOn = async (date: string) =>
    (
      await getJson<MatchListData>(
        `${s.base}/sportapi/matches?sport=basketball&date=${date}&status=finished&leagueIds=${nbaId}&pageSize=50`,
      )
    ).body.data.list;
  const detailOf = async (id: number): Promise<BasketballMatchDetail> => {
    const res = await getJson<MatchDetail>(`${s.base}/sportapi/matches/${id}`);
    expect(res.status).toBe(200);
    if (res.body.data.sport !== 'basketball') throw new Error(`match ${id} is not basketball`);
    return res.body.data;
  };
  const rowsOf = async (id: number) =>
    Number(
      (await prep(s.db, 'SELECT COUNT(*) n FROM sport_events WHERE match_id = ?').get<{ n: number }>(id))?.n,
    );

  it.each([
    ['yesterday', -1, true],
    ['three weeks ago', -(TIMELINE_DAYS + 14), false],
  ])(
    'lists a game of %s from tip-off to the final score',
    async (_label, days, rows) => {
      const games = await finishedOn(addDays(today, days));
      expect(games.length).toBeGreaterThan(1);
      for (const game of games.slice(0, 3)) {
        expect((await rowsOf(game.id)) > 0).toBe(rows);
        const d = await detailOf(game.id);
        const plays = d.playByPlay;
        expect(plays.length).toBeGreaterThan(100);
        // Newest first: the last play carries the final score, and the scores only grow towards it.
        expect(plays[0]!.score).toEqual({ home: game.homeScore, away: game.awayScore });
        for (let i = 1; i < plays.length; i++) {
          expect(plays[i]!.score.home).toBeLessThanOrEqual(plays[i - 1]!.score.home);
          expect(plays[i]!.score.away).toBeLessThanOrEqual(plays[i - 1]!.score.away);
        }
        const points = (side: 'home' | 'away') =>
          plays.filter((p) => p.side === side).reduce((n, p) => n + p.points, 0);
        expect({ home: points('home'), away: points('away') }).toEqual({
          home: game.homeScore,
          away: game.awayScore,
        });
        // Scorers are named players of the box score.
        const named = new Set([...d.boxScore!.home, ...d.boxScore!.away].map((r) => r.playerId));
        for (const p of plays.filter((x) => x.points > 0)) {
          expect(p.playerName).toBeTruthy();
          expect(named.has(p.playerId!)).toBe(true);
        }
      }
    },
    120000,
  );
});
