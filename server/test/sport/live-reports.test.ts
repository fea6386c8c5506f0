import { prep } from '../db/sql';
import { rewindToKickoff, startServer, type TestServer } from './helpers';

interface Row {
  id: number;
  sport: string;
  status: string;
  home_score: number | null;
  away_score: number | null;
}

/** A big game the simulator plays to the final whistle gets its 战报 then, once. */
describe('战报 of matches finished live', () => {
  let s: TestServer;
  let ids: number[];
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 60 } });
    const pick = (sport: string) =>
      prep(
        s.db,
        `SELECT m.id FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id WHERE l.hot = 1
        AND m.sport = ? AND m.status = 'finished' AND m.stage = 'regular' ORDER BY m.kickoff DESC LIMIT 2`,
      ).all<{ id: number }>(sport);
    ids = [...(await pick('football')), ...(await pick('basketball'))].map((r) => r.id);
    const list = ids.join(',');
    await prep(s.db, `DELETE FROM sport_articles WHERE kind = 'report' AND match_id IN (${list})`).run();
    await rewindToKickoff(s.db, ids);
  }, 120000);
  afterAll(() => s.close());

  it('writes the report when the match ends, with its final score, and only once', async () => {
    const reports = () =>
      prep(
        s.db,
        `SELECT match_id, title, sections FROM sport_articles WHERE kind = 'report' AND match_id IN (${ids.join(',')})`,
      ).all<{ match_id: number; title: string; sections: string }>();
    const rows = () =>
      prep(
        s.db,
        `SELECT id, sport, status, home_score, away_score FROM sport_matches WHERE id IN (${ids.join(',')})`,
      ).all<Row>();
    let ticks = 0;
    for (; ticks < 40; ticks++) {
      await s.sport.simulator.tick(ticks === 0 ? 1 : 20);
      const now = await rows();
      const written = await reports();
      // None before its match ends.
      expect(written.filter((r) => now.find((m) => m.id === r.match_id)?.status !== 'finished')).toEqual([]);
      if (now.every((m) => m.status === 'finished')) break;
    }
    await s.sport.simulator.tick(20);
    const written = await reports();
    expect(written.map((r) => r.match_id).sort()).toEqual([...ids].sort());
    for (const m of await rows()) {
      const r = written.find((x) => x.match_id === m.id);
      const text = JSON.stringify(r);
      const [hs, as] = [m.home_score ?? 0, m.away_score ?? 0];
      if (m.sport === 'football') expect(text).toContain(`主场${hs}-${as}`);
      else expect(r?.title).toContain(`${Math.max(hs, as)}-${Math.min(hs, as)}`);
    }
  }, 120000);
});
