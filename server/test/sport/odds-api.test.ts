import type { BookMarket, DayOddsData, MatchOddsData } from '@jincheng/shared/core';
import { livePlan } from '../../src/sport/odds/checkpoints';
import { ScriptStore } from '../../src/sport/script-store';
import { nowS, shanghaiDay } from '../../src/sport/time';
import { prep } from '../db/sql';
import { getJson, rewindToKickoff, startServer, TEST_SEED, type TestServer } from './helpers';

const overround = (prices: number[]) => prices.reduce((a, p) => a + 1 / p, 0) - 1;

interface Row {
  id: number;
  status: string;
  home_score: number | null;
  away_score: number | null;
}

/** Every football match of the day through the API, on whichever engine the suite runs on. */
describe('odds API', () => {
  let s: TestServer;
  let rows: Row[];
  const odds = async (id: number) =>
    (await getJson<MatchOddsData>(`${s.base}/sportapi/matches/${id}/odds`)).body;
  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 1 } });
    rows = await prep(
      s.db,
      `SELECT id, status, home_score, away_score FROM sport_matches WHERE sport = 'football' AND day = ?`,
    ).all<Row>(shanghaiDay(nowS()));
  }, 120000);
  afterAll(() => s.close());

  it('quotes every match of the day within its margins, with lines consistent with the score', async () => {
    const phases = new Set<string>();
    // Every match in play, and every third of the others (the day has a few hundred).
    const sample = rows.filter((r, i) => i % 3 === 0 || !['finished', 'scheduled'].includes(r.status));
    for (const row of sample) {
      const { data } = await odds(row.id);
      phases.add(data.phase);
      if (['postponed', 'cancelled', 'tbd'].includes(row.status)) {
        expect(data.phase).toBe('none');
        expect(data.note).toMatch(/撤销|待定/);
        continue;
      }
      expect(data.books.map((b) => b.book.name)).toEqual(['锦官', '青城', '岷江', '峨眉']);
      for (const b of data.books) {
        const markets: BookMarket[] = [b.euro, b.asia, b.total];
        for (const m of markets) {
          expect(m.history[0]).toMatchObject({ phase: 'pre', reason: 'open', prices: m.opening.prices });
          if (m.state !== 'closed' || data.phase === 'closed')
            expect(m.current.prices.length).toBeGreaterThanOrEqual(2);
        }
        for (const p of b.euro.history) {
          const margin = overround(p.prices);
          expect(margin).toBeGreaterThanOrEqual(0.05);
          expect(margin).toBeLessThanOrEqual(0.08);
        }
        for (const p of [...b.asia.history, ...b.total.history]) {
          const [low, high] = p.phase === 'pre' ? [0.8, 1.1] : [0.7, 1.25];
          for (const w of p.prices) {
            expect(w).toBeGreaterThanOrEqual(low);
            expect(w).toBeLessThanOrEqual(high);
          }
        }
        for (const p of b.total.history)
          if (p.score) expect(p.line).toBeGreaterThanOrEqual(p.score.home + p.score.away + 0.5);
        if (data.phase === 'live' && b.total.state === 'open')
          expect(b.total.current.line).toBeGreaterThan((row.home_score ?? 0) + (row.away_score ?? 0));
        if (data.phase === 'closed') {
          // 终盘: the last quote before kickoff, with the in-play moves kept in the history.
          const pre = b.euro.history.filter((p) => p.phase === 'pre');
          expect(b.euro.current).toEqual({
            prices: pre[pre.length - 1]!.prices,
            line: null,
            lineLabel: null,
          });
          expect(b.euro.history.some((p) => p.phase === 'live')).toBe(true);
          expect(b.euro.state).toBe('closed');
        }
      }
    }
    expect([...phases]).toEqual(expect.arrayContaining(['pre', 'live', 'closed']));
  }, 120000);

  it('gives the list one book’s current odds, the same as the match’s', async () => {
    const { body } = await getJson<DayOddsData>(`${s.base}/sportapi/odds?book=qingcheng`);
    expect(body.data.book).toEqual({ id: 'qingcheng', name: '青城' });
    expect(body.data.matches).toHaveLength(rows.length);
    const live = body.data.matches.find((m) => m.phase === 'live')!;
    const one = (await odds(live.matchId)).data.books.find((b) => b.book.id === 'qingcheng')!;
    expect(live.asia).toEqual(one.asia.current);
    expect(live.euro).toEqual(one.euro.current);
    expect((await getJson(`${s.base}/sportapi/odds?book=nobody`)).status).toBe(400);
    expect((await getJson(`${s.base}/sportapi/matches/2147483647/odds`)).status).toBe(404);
  }, 60000);

  it('moves with the simulator: suspended at a goal, then the scorer shorter and the total line higher', async () => {
    const scripts = new ScriptStore(s.db, () => TEST_SEED);
    const finished = await prep(
      s.db,
      `SELECT id, sport, league_id, home_id, away_id FROM sport_matches
        WHERE sport = 'football' AND status = 'finished' AND stage = 'regular' ORDER BY kickoff DESC, id LIMIT 60`,
    ).all<{ id: number; sport: 'football'; league_id: number; home_id: number; away_id: number }>();
    let pick: { id: number; goalT: number; side: 'home' | 'away' } | null = null;
    for (const m of finished) {
      const script = await scripts.get(m);
      const first = script.events.find(
        (e) => e.points !== 0 || e.kind === 'red' || e.kind === 'second_yellow',
      );
      // The quote read before the goal must still be the one standing at it: no five-minute refresh in
      // between (a refresh 20 s before the goal would move the prices before the market is suspended).
      const refreshed =
        script.sport === 'football' &&
        first !== undefined &&
        livePlan(script.script).checkpoints.some((c) => c.t > first.t - 30 && c.t <= first.t);
      if (first && first.points === 1 && first.t > 600 && first.t < 2400 && first.side && !refreshed)
        pick = { id: m.id, goalT: first.t, side: first.side };
      if (pick) break;
    }
    expect(pick).not.toBeNull();
    const { id, goalT, side } = pick!;
    // Played again from its kick-off, with the squads it was played with (its clubs' injuries move with it).
    await rewindToKickoff(s.db, [id], 1);
    const sim = s.sport.simulator;
    await sim.tick(1);
    await sim.tick(goalT - 30);
    const before = (await odds(id)).data.books[0]!;
    expect(before.euro.state).toBe('open');
    await sim.tick(40);
    const during = (await odds(id)).data.books[0]!;
    expect(during.euro.state).toBe('suspended');
    expect(during.euro.current).toEqual(before.euro.current);
    await sim.tick(60);
    const after = (await odds(id)).data;
    const a = after.books[0]!;
    expect(a.euro.state).toBe('open');
    const i = side === 'home' ? 0 : 2;
    expect(a.euro.current.prices[i]).toBeLessThan(before.euro.current.prices[i]!);
    expect(a.total.current.line).toBeGreaterThan(before.total.current.line!);
    // The quote made when the market reopened says why, with the score it was made at.
    const reopened = a.euro.history.filter((p) => p.reason === 'goal');
    expect(reopened).toHaveLength(1);
    expect(reopened[0]).toMatchObject({
      phase: 'live',
      score: side === 'home' ? { home: 1, away: 0 } : { home: 0, away: 1 },
    });
  }, 120000);
});
