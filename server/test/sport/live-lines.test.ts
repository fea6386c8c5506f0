import { prep } from '../db/sql';
import { rewindToKickoff, startServer, type TestServer } from './helpers';

interface Line {
  match_id: number;
  team_id: number;
  player_id: number;
  started: number;
  minutes: number;
  goals: number;
  assists: number;
  points: number;
  rebounds: number;
}

/** A match the simulator plays to the final whistle gets its players' stored lines then, as the seed writes them. */
describe('stored match lines of matches finished live', () => {
  let s: TestServer;
  let ids: number[];
  let seeded: Line[];
  const lines = () =>
    prep(
      s.db,
      `SELECT match_id, team_id, player_id, started, minutes, goals, assists, points, rebounds
      FROM sport_player_lines WHERE match_id IN (${ids.join(',')}) ORDER BY match_id, player_id`,
    ).all<Line>();
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 60 } });
    const pick = (sport: string) =>
      prep(
        s.db,
        `SELECT m.id FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id WHERE l.hot = 1
        AND m.sport = ? AND m.status = 'finished' AND m.stage = 'regular' ORDER BY m.kickoff DESC LIMIT 1`,
      ).all<{ id: number }>(sport);
    ids = [...(await pick('football')), ...(await pick('basketball'))].map((r) => r.id);
    seeded = (await lines()).map((l) => ({ ...l }));
    await prep(s.db, `DELETE FROM sport_player_lines WHERE match_id IN (${ids.join(',')})`).run();
    await rewindToKickoff(s.db, ids);
  }, 120000);
  afterAll(() => s.close());

  it('writes every player line when the match ends, equal to the seed’s and to the final score', async () => {
    expect(ids).toHaveLength(2);
    expect(seeded.length).toBeGreaterThan(20);
    const status = () =>
      prep(
        s.db,
        `SELECT id, sport, status, home_id, home_score, away_score FROM sport_matches WHERE id IN (${ids.join(',')})`,
      ).all<{
        id: number;
        sport: string;
        status: string;
        home_id: number;
        home_score: number;
        away_score: number;
      }>();
    for (let ticks = 0; ticks < 40; ticks++) {
      await s.sport.simulator.tick(ticks === 0 ? 1 : 20);
      const now = await status();
      const written = await lines();
      // None before its match ends.
      expect(written.filter((l) => now.find((m) => m.id === l.match_id)?.status !== 'finished')).toEqual([]);
      if (now.every((m) => m.status === 'finished')) break;
    }
    const written = await lines();
    expect(written.map((l) => ({ ...l }))).toEqual(seeded);
    for (const m of await status()) {
      const mine = written.filter((l) => l.match_id === m.id);
      const home = mine.filter((l) => l.team_id === m.home_id);
      expect(home.filter((l) => l.started).length).toBe(m.sport === 'football' ? 11 : 5);
      if (m.sport === 'basketball') {
        expect(home.reduce((n, l) => n + l.points, 0)).toBe(m.home_score);
        expect(mine.reduce((n, l) => n + l.points, 0)).toBe(m.home_score + m.away_score);
      } else {
        // Own goals aside, a side's goals are its players'.
        expect(home.reduce((n, l) => n + l.goals, 0)).toBeLessThanOrEqual(m.home_score);
      }
    }
    // A second tick after the end writes nothing twice.
    await s.sport.simulator.tick(20);
    expect((await lines()).length).toBe(written.length);
  }, 120000);
});
