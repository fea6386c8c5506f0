import type { ArticleSummary, MatchListData, MatchSummary, ModelBar, Page } from '@jincheng/shared/core';
import { SWEEP_WINDOW_S } from '../../../src/sport/model/forecast-sweep';
import { modelState } from '../../../src/sport/model/store';
import { nowS } from '../../../src/sport/time';
import { prep } from '../../db/sql';
import { getJson, startServer, type TestServer } from '../helpers';

jest.setTimeout(180_000);

interface Stored {
  id: number;
  match_id: number;
  made_at: number;
  kickoff: number;
  voided_at: number | null;
  void_reason: string | null;
  forecast: string;
}

/**
 * The forecast sweep (issue 50): every scheduled match kicking off within the window is frozen whether or not
 * anyone opened it, nothing else is; a second sweep changes nothing; a moved or postponed match's forecast is
 * voided. The lists and 情报 carry the frozen numbers, and a cached list turns over when they are frozen.
 */
describe('forecast sweep', () => {
  let s: TestServer;
  let now: number;
  const stored = () =>
    prep(
      s.db,
      'SELECT id, match_id, made_at, kickoff, voided_at, void_reason, forecast FROM sport_forecasts ORDER BY id',
    ).all<Stored>();
  const list = async (sport: 'football' | 'basketball', date?: string) =>
    (
      await getJson<MatchListData>(
        `${s.base}/sportapi/matches?sport=${sport}&pageSize=200${date ? `&date=${date}` : ''}`,
      )
    ).body.data;
  const barOf = (row: Stored): ModelBar => {
    const f = JSON.parse(row.forecast) as { sport: string; home: number; draw?: number; away: number };
    const r3 = (p: number) => Math.round(p * 1000) / 1000;
    return f.sport === 'football' ? [r3(f.home), r3(f.draw!), r3(f.away)] : [r3(f.home), r3(f.away)];
  };

  beforeAll(async () => {
    s = await startServer({ simulator: { enabled: false, speed: 1 } });
    await modelState(s.db.qb);
    now = nowS();
  }, 1_500_000);
  afterAll(() => s.close());

  it('freezes every scheduled match within the window and nothing else; a second sweep changes nothing', async () => {
    // Read (and cache) today's lists before the sweep: no match has a frozen forecast yet, so no row has a bar.
    const before = await list('football');
    expect(await stored()).toEqual([]);
    expect(before.list.filter((m) => m.model !== undefined)).toEqual([]);

    const due = await prep(
      s.db,
      `SELECT id, sport FROM sport_matches WHERE status = 'scheduled' AND kickoff > ? AND kickoff <= ?`,
    ).all<{ id: number; sport: string }>(now, now + SWEEP_WINDOW_S);
    expect(due.filter((m) => m.sport === 'football').length).toBeGreaterThan(10);
    expect(due.filter((m) => m.sport === 'basketball').length).toBeGreaterThan(0);

    const first = await s.sport.forecasts.sweep(now);
    const rows = await stored();
    expect(first.frozen).toBe(rows.length);
    expect(first.voided).toBe(0);
    const dueIds = new Set(due.map((m) => Number(m.id)));
    // Only matches within the window, each once, made now for its kick-off.
    expect(rows.filter((r) => !dueIds.has(Number(r.match_id)))).toEqual([]);
    expect(new Set(rows.map((r) => Number(r.match_id))).size).toBe(rows.length);
    for (const r of rows) expect(Number(r.made_at)).toBe(now);
    const frozenSports = await prep(
      s.db,
      `SELECT m.sport, COUNT(*) n FROM sport_forecasts f JOIN sport_matches m ON m.id = f.match_id
       WHERE m.status = 'scheduled' AND m.kickoff = f.kickoff GROUP BY m.sport ORDER BY m.sport`,
    ).all<{ sport: string; n: number }>();
    expect(frozenSports.map((r) => r.sport)).toEqual(['basketball', 'football']);
    expect(frozenSports.reduce((n, r) => n + Number(r.n), 0)).toBe(rows.length);
    // The model knows too little of the others (a competition without real results, too few games played):
    // a read of their forecast has none either; they are tried again at the next sweep.
    expect(first.matches).toBe(due.length);
    expect(rows.length).toBeGreaterThan(0);
    const frozenIds = new Set(rows.map((r) => Number(r.match_id)));
    for (const m of due.filter((d) => !frozenIds.has(Number(d.id))).slice(0, 3)) {
      const read = await getJson<{ current: unknown }>(`${s.base}/sportapi/matches/${m.id}/forecast`);
      expect(read.body.data.current).toBeNull();
    }

    const second = await s.sport.forecasts.sweep(now + 60);
    expect(second).toMatchObject({ frozen: 0, voided: 0, stamp: first.stamp });
    expect(second.matches).toBe(due.length - rows.length);
    expect(await stored()).toEqual(rows);

    // The cached list turned over: its rows carry the frozen numbers now.
    const after = await list('football');
    const open = new Map(rows.map((r) => [Number(r.match_id), barOf(r)]));
    const barred = after.list.filter((m) => m.model !== undefined);
    expect(barred.length).toBeGreaterThan(0);
    for (const m of after.list) expect(m.model).toEqual(open.get(m.id));
    for (const m of barred) expect(m.model!.reduce((a, p) => a + p, 0)).toBeCloseTo(1, 2);
    // Finished and live matches of the day were not frozen by the sweep (they kicked off before it).
    const played = after.list.filter((m) => m.phase !== 'upcoming');
    expect(played.length).toBeGreaterThan(0);
    expect(played.filter((m) => m.model !== undefined)).toEqual([]);
    // A row grows by `,"model":[0.452,0.271,0.277]`: under 32 bytes.
    const row = barred[0]!;
    const { model, ...bare } = row;
    expect(JSON.stringify(row).length - JSON.stringify(bare).length).toBeLessThanOrEqual(32);
    expect(model).toHaveLength(3);
  });

  it('voids a moved or postponed match’s forecast and freezes the moved one again within the window', async () => {
    const open = (await stored()).filter((r) => r.voided_at === null);
    const [moved, postponed, away] = open.map((r) => Number(r.match_id));
    const kickoffOf = (id: number) => Number(open.find((r) => Number(r.match_id) === id)!.kickoff);
    await prep(s.db, 'UPDATE sport_matches SET kickoff = ? WHERE id = ?').run(
      kickoffOf(moved!) + 3600,
      moved!,
    );
    await prep(s.db, "UPDATE sport_matches SET status = 'postponed' WHERE id = ?").run(postponed!);
    await prep(s.db, 'UPDATE sport_matches SET kickoff = ? WHERE id = ?').run(
      now + SWEEP_WINDOW_S + 7 * 86_400,
      away!,
    );
    // Two instances sweeping at once: each forecast voided once, the moved match frozen once.
    const [a, b] = await Promise.all([
      s.sport.forecasts.sweep(now + 120),
      s.sport.forecasts.sweep(now + 120),
    ]);
    expect(b.stamp).toBe(a.stamp);
    const rows = await stored();
    const of = (id: number) => rows.filter((r) => Number(r.match_id) === id);
    expect(of(moved!).map((r) => r.void_reason)).toEqual(['moved', null]);
    expect(Number(of(moved!)[1]!.kickoff)).toBe(kickoffOf(moved!) + 3600);
    expect(Number(of(moved!)[1]!.made_at)).toBe(now + 120);
    expect(of(postponed!).map((r) => r.void_reason)).toEqual(['postponed']);
    // Moved beyond the window: voided, and frozen again for its new date at once (as a read would).
    expect(of(away!).map((r) => r.void_reason)).toEqual(['moved', null]);
    expect(Number(of(away!)[1]!.kickoff)).toBe(now + SWEEP_WINDOW_S + 7 * 86_400);
    expect(rows.filter((r) => r.voided_at !== null)).toHaveLength(3);
    expect(new Set(rows.filter((r) => r.voided_at === null).map((r) => r.match_id)).size).toBe(
      rows.filter((r) => r.voided_at === null).length,
    );
    const again = await s.sport.forecasts.sweep(now + 180);
    expect(again).toMatchObject({ frozen: 0, voided: 0 });
  });

  it('gives 情报 items of a match with a frozen forecast its bar, and none to the others', async () => {
    const rows = (await stored()).filter((r) => r.voided_at === null);
    const open = new Map(rows.map((r) => [Number(r.match_id), barOf(r)]));
    const items = (
      await getJson<Page<ArticleSummary>>(`${s.base}/sportapi/articles?kind=intelligence&pageSize=50`)
    ).body.data.list;
    const tied = items.filter((a) => a.matchId !== null && open.has(a.matchId));
    expect(tied.length).toBeGreaterThan(0);
    for (const a of items) expect(a.model).toEqual(a.matchId === null ? undefined : open.get(a.matchId));
    const detail = (
      await getJson<ArticleSummary & { match: MatchSummary | null }>(
        `${s.base}/sportapi/articles/${tied[0]!.id}`,
      )
    ).body.data;
    expect(detail.model).toEqual(open.get(tied[0]!.matchId!));
  });
});
