import type { MatchListData } from '@jincheng/shared/core';
import type { MatchForecastData } from '../../../src/sport/model/match-forecast';
import { modelState } from '../../../src/sport/model/store';
import type { RecordData } from '../../../src/sport/model/store';
import { nowS } from '../../../src/sport/time';
import { prep } from '../../db/sql';
import { getJson, startServer, type TestServer } from '../helpers';

jest.setTimeout(180_000);

/**
 * 数据模型 through the API (issue 50), on whichever engine the suite runs on: the record counts real results
 * only, a match's forecast is frozen before kick-off, never changed, voided when the match is postponed or
 * moved and made again for the new date.
 */
describe('model API', () => {
  let s: TestServer;
  const forecast = async (id: number) =>
    (await getJson<MatchForecastData>(`${s.base}/sportapi/matches/${id}/forecast`)).body.data;
  const upcoming = async (sport: 'football' | 'basketball') =>
    (
      await getJson<MatchListData>(`${s.base}/sportapi/matches?sport=${sport}&status=upcoming&pageSize=200`)
    ).body.data.list.filter((m) => m.status === 'scheduled');

  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 1 } });
    // The backtest takes seconds once; warm it outside the requests' 10 s timeout.
    await modelState(s.db.qb);
  }, 300_000);
  afterAll(() => s.close());

  it('counts real results only: past seasons’ real ones and the present’s held real ones, never a simulated one', async () => {
    const answer = await getJson<RecordData>(`${s.base}/sportapi/model/record?sport=football`);
    expect(answer.status).toBe(200);
    const record = answer.body.data;
    expect(record.comparedWith).toEqual(['baseline']);
    expect(record.forecasts).toBe(record.overall.n);
    expect(record.forecasts).toBeGreaterThan(3000);
    expect(record.forecasts).toBeLessThanOrEqual(record.realResults);
    expect(record.groups.map((g) => `${g.league} ${g.season}`)).toEqual(
      expect.arrayContaining(['英超 2024-25', '英超 2025-26', '西甲 2025-26']),
    );
    expect(record.groups.reduce((n, g) => n + g.n, 0)).toBe(record.forecasts);
    // Every forecast gives each of its three outcomes a probability: three pairs per forecast.
    expect(record.calibration.reduce((n, b) => n + b.n, 0)).toBe(3 * record.forecasts);
    for (const g of record.groups) {
      expect(g.model.brier).toBeGreaterThan(0);
      expect(g.model.brier).toBeLessThan(1);
      expect(g.baseline.logLoss).toBeGreaterThan(0.5);
    }
    expect(record.rolling.length).toBe(record.groups.length);

    const state = await modelState(s.db.qb);
    const kinds = await prep(
      s.db,
      `SELECT s.current, m.simulated, m.held IS NOT NULL held, m.status, COUNT(*) n FROM sport_matches m
       JOIN sport_seasons s ON s.id = m.season_id WHERE m.id IN (${state.entries.map((e) => e.matchId).join(',')})
       GROUP BY s.current, m.simulated, m.held IS NOT NULL, m.status`,
    ).all<{ current: number; simulated: number; held: number; status: string; n: number }>();
    for (const k of kinds) {
      expect(k.status).toBe('finished');
      // A past season's real result, or a present match held to its real result.
      expect(Number(k.current) === 0 ? Number(k.simulated) : 1 - Number(k.held)).toBe(0);
    }
    expect(kinds.reduce((n, k) => n + Number(k.n), 0)).toBe(state.entries.length);

    // A simulated past result (a season completed by simulation) and a simulated present one: shown, not counted.
    const simulated = await prep(
      s.db,
      `SELECT m.id FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id
       WHERE m.sport = 'football' AND m.status = 'finished'
         AND ((s.current = 0 AND m.simulated = 1) OR (s.current = 1 AND m.held IS NULL)) ORDER BY m.id LIMIT 2000`,
    ).all<{ id: number }>();
    expect(simulated.length).toBeGreaterThan(0);
    const counted = new Set(state.entries.map((e) => e.matchId));
    expect(simulated.filter((m) => counted.has(Number(m.id)))).toEqual([]);
    const shown = await forecast(Number(simulated[0]!.id));
    expect(shown.real).toBe(false);
    expect(shown.counted).toBe(false);

    // A counted real result: its forecast is the backtest of its week, from results before the week.
    const entry = state.entries[state.entries.length - 1]!;
    const real = await forecast(entry.matchId);
    expect(real).toMatchObject({ real: true, counted: true, voided: [] });
    expect(real.current?.kind).toBe('backtest');
    expect(Date.parse(real.current!.cutoff) / 1000).toBe(entry.cutoff);
    expect(Date.parse(real.current!.cutoff)).toBeLessThan(Date.parse(real.current!.kickoff));
    const f = real.current!.forecast;
    if (f.sport !== 'football') throw new Error('football expected');
    expect([f.home, f.draw, f.away]).toEqual(entry.model.map((p) => expect.closeTo(p, 12)));
    expect(real.baseline).toEqual(entry.baseline);

    const basketball = (await getJson<RecordData>(`${s.base}/sportapi/model/record?sport=basketball`)).body
      .data;
    expect(basketball.realResults).toBe(0);
    expect(basketball.overall.n).toBe(0);
  });

  it('freezes a forecast before kick-off and never changes it; voids it when the match is postponed or moved', async () => {
    const football = await upcoming('football');
    const id = football.find((m) => Date.parse(m.kickoff) / 1000 > nowS() + 3600)?.id;
    expect(id).toBeDefined();
    const first = await forecast(id!);
    expect(first.current?.kind).toBe('frozen');
    expect(first.voided).toEqual([]);
    const made = Date.parse(first.current!.madeAt!);
    expect(made).toBeLessThan(Date.parse(first.current!.kickoff));
    expect(Date.parse(first.current!.cutoff)).toBeLessThanOrEqual(made);
    const f = first.current!.forecast;
    if (f.sport !== 'football') throw new Error('football expected');
    expect(f.home + f.draw + f.away).toBeCloseTo(1, 9);
    expect(f.scores).toHaveLength(5);
    expect(first.inPlay).toBeNull();
    // Read again: the same stored forecast.
    expect((await forecast(id!)).current).toEqual(first.current);
    const rows = () =>
      prep(
        s.db,
        'SELECT id, voided_at, void_reason FROM sport_forecasts WHERE match_id = ? ORDER BY id',
      ).all<{
        id: number;
        voided_at: number | null;
        void_reason: string | null;
      }>(id!);
    expect(await rows()).toHaveLength(1);

    // The league postpones it (as a feed would write it): the forecast is kept, voided; no new one yet.
    await prep(s.db, "UPDATE sport_matches SET status = 'postponed' WHERE id = ?").run(id!);
    const postponed = await forecast(id!);
    expect(postponed.current).toBeNull();
    expect(postponed.voided).toHaveLength(1);
    expect(postponed.voided[0]).toEqual({
      ...first.current,
      voidedAt: expect.any(String),
      voidReason: 'postponed',
    });

    // Its new date: a new forecast for it, the voided one still listed.
    const kickoff = Date.parse(first.current!.kickoff) / 1000 + 7 * 86_400;
    await prep(s.db, "UPDATE sport_matches SET status = 'scheduled', kickoff = ? WHERE id = ?").run(
      kickoff,
      id!,
    );
    const again = await forecast(id!);
    expect(again.current?.kind).toBe('frozen');
    expect(Date.parse(again.current!.kickoff) / 1000).toBe(kickoff);
    expect(again.voided.map((v) => v.voidReason)).toEqual(['postponed']);

    // Moved without being postponed (a new kick-off time): voided as 'moved', and made again.
    await prep(s.db, 'UPDATE sport_matches SET kickoff = ? WHERE id = ?').run(kickoff + 3600, id!);
    const moved = await forecast(id!);
    expect(moved.voided.map((v) => v.voidReason)).toEqual(['postponed', 'moved']);
    expect(Date.parse(moved.current!.kickoff) / 1000).toBe(kickoff + 3600);
    const stored = await rows();
    expect(stored.map((r) => r.void_reason)).toEqual(['postponed', 'moved', null]);
  });

  it('forecasts basketball from the simulated season’s games: shown, never counted', async () => {
    const games = await upcoming('basketball');
    expect(games.length).toBeGreaterThan(0);
    const data = await forecast(games[0]!.id);
    expect(data).toMatchObject({ sport: 'basketball', real: false, counted: false, baseline: null });
    const f = data.current?.forecast;
    if (f?.sport !== 'basketball') throw new Error('a basketball forecast expected');
    expect(f.home + f.away).toBeCloseTo(1, 12);
    expect(f.total).toBeGreaterThan(150);
    expect(f.margin).toBeCloseTo(f.pointsHome - f.pointsAway, 9);
  });

  it('draws the in-play line of a match that kicked off from its stored goals; none for a result stored without them', async () => {
    // A finished match of the present (its goals stored as they happened): 0′ is the forecast itself, then a
    // point a minute to 90′, where the final score stands.
    const [played] = await prep(
      s.db,
      `SELECT m.id, m.home_score, m.away_score FROM sport_matches m JOIN sport_seasons se ON se.id = m.season_id
       JOIN sport_leagues l ON l.id = m.league_id
       WHERE se.current = 1 AND m.sport = 'football' AND m.status = 'finished' AND l.short_name = '英超'
       ORDER BY m.kickoff DESC, m.id LIMIT 1`,
    ).all<{ id: number; home_score: number; away_score: number }>();
    const data = await forecast(Number(played!.id));
    const f = data.current?.forecast;
    if (f?.sport !== 'football') throw new Error('a football forecast expected');
    expect(data.inPlay).toHaveLength(91);
    expect([data.inPlay![0]!.home, data.inPlay![0]!.draw]).toEqual([
      expect.closeTo(f.home, 9),
      expect.closeTo(f.draw, 9),
    ]);
    const [hs, as] = [Number(played!.home_score), Number(played!.away_score)];
    expect(data.inPlay![90]).toMatchObject({
      scoreHome: hs,
      scoreAway: as,
      home: Number(hs > as),
      draw: Number(hs === as),
      away: Number(hs < as),
    });
    // A real 2024/25 result: the import keeps its score, not its goals — no line, the forecast still shown.
    const [past] = await prep(
      s.db,
      `SELECT m.id FROM sport_matches m JOIN sport_seasons se ON se.id = m.season_id
       JOIN sport_leagues l ON l.id = m.league_id
       WHERE se.current = 0 AND m.simulated = 0 AND m.status = 'finished' AND l.short_name = '英超'
       ORDER BY m.kickoff DESC, m.id LIMIT 1`,
    ).all<{ id: number }>();
    const old = await forecast(Number(past!.id));
    expect(old.current).not.toBeNull();
    expect(old.inPlay).toBeNull();
  });

  it('draws a basketball game’s line from its stored plays, on its own clock; none for a game stored without them', async () => {
    // Finished games of the present with their plays stored, NBA (12-minute quarters) and CBA (10-minute).
    const withPlays = await prep(
      s.db,
      `SELECT m.id, m.home_score, m.away_score, m.periods, l.short_name league FROM sport_matches m
       JOIN sport_seasons se ON se.id = m.season_id JOIN sport_leagues l ON l.id = m.league_id
       WHERE se.current = 1 AND m.sport = 'basketball' AND m.status = 'finished' AND l.short_name IN ('NBA', 'CBA')
         AND EXISTS (SELECT 1 FROM sport_events e WHERE e.match_id = m.id)
       ORDER BY m.kickoff DESC, m.id LIMIT 40`,
    ).all<{ id: number; home_score: number; away_score: number; periods: string; league: string }>();
    const leagues = new Set<string>();
    for (const game of withPlays) {
      const data = await forecast(Number(game.id));
      const f = data.current?.forecast;
      if (f?.sport !== 'basketball') continue;
      leagues.add(game.league);
      expect(data.inPlay).toBeNull();
      const line = data.basketballInPlay!;
      const quarter = game.league === 'NBA' ? 12 : 10;
      const overtimes = (JSON.parse(game.periods) as unknown[]).length - 4;
      expect(line.quarterMinutes).toBe(quarter);
      expect(line.periods).toHaveLength(4 + overtimes);
      expect(line.points).toHaveLength(4 * quarter + 5 * overtimes + 1);
      // Tip-off, level: the forecast itself; the buzzer: the final score, and its winner at 1.
      expect(line.points[0]).toMatchObject({ minute: 0, scoreHome: 0, scoreAway: 0, draw: 0 });
      expect(line.points[0]!.home).toBeCloseTo(f.home, 9);
      const [hs, as] = [Number(game.home_score), Number(game.away_score)];
      expect(line.points.at(-1)).toMatchObject({ scoreHome: hs, scoreAway: as, home: Number(hs > as) });
    }
    expect(leagues.has('CBA') && leagues.has('NBA')).toBe(true);
    // Live games (the seeded present has some under way): the line runs to the game clock, at the score then.
    const live = await prep(
      s.db,
      `SELECT m.id, m.period, m.clock, l.short_name league FROM sport_matches m
       JOIN sport_leagues l ON l.id = m.league_id
       WHERE m.sport = 'basketball' AND m.status IN ('q1', 'q1_break', 'q2', 'half_time', 'q3', 'q3_break', 'q4')`,
    ).all<{ id: number; period: number; clock: number; league: string }>();
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      const line = (await forecast(Number(game.id))).basketballInPlay;
      if (!line) continue;
      const quarter = game.league === 'NBA' || game.league === 'NBA发展' ? 12 : 10;
      const elapsed = (Number(game.period) - 1) * quarter + quarter - Number(game.clock) / 60;
      expect(line.points.at(-1)!.minute).toBe(Math.floor(elapsed));
      expect(line.periods).toHaveLength(4);
      leagues.add('live');
    }
    expect(leagues.has('live')).toBe(true);
    // A game of the seeded past stored with its score only: the forecast, no line.
    const [bare] = await prep(
      s.db,
      `SELECT m.id FROM sport_matches m JOIN sport_seasons se ON se.id = m.season_id
       JOIN sport_leagues l ON l.id = m.league_id
       WHERE se.current = 1 AND m.sport = 'basketball' AND m.status = 'finished' AND l.short_name = 'NBA'
         AND NOT EXISTS (SELECT 1 FROM sport_events e WHERE e.match_id = m.id)
       ORDER BY m.kickoff DESC, m.id LIMIT 1`,
    ).all<{ id: number }>();
    const old = await forecast(Number(bare!.id));
    expect(old.current?.forecast.sport).toBe('basketball');
    expect(old.basketballInPlay).toBeNull();
  });

  it('answers 404 for no such match and 400 for a bad sport', async () => {
    expect((await getJson(`${s.base}/sportapi/matches/999999999/forecast`)).status).toBe(404);
    expect((await getJson(`${s.base}/sportapi/model/record?sport=tennis`)).status).toBe(400);
  });
});
