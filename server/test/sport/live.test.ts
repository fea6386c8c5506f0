import type { LiveDelta, LiveSnapshot, MatchStatus, Sport } from '@jincheng/shared/core';
import { canTransition } from '../../src/sport/engine/status-rules';
import { getJson, startServer, type TestServer } from './helpers';
import { SseClient, type SseEvent } from './sse-client';

const deltas = (events: SseEvent[]) => events.filter((e) => e.event !== 'snapshot');

describe('live feed (SSE)', () => {
  let s: TestServer;
  const clients: SseClient[] = [];
  // Connected before the first tick, so it sees the whole stream from its snapshot on.
  let observer: SseClient;
  const connect = async (lastEventId?: number, sport = 'all') => {
    const c = new SseClient(`${s.base}/sportapi/live?sport=${sport}`, lastEventId);
    clients.push(c);
    await c.open();
    return c;
  };
  // Ticks are driven by hand: the stream is then exactly reproducible and the test ends on its own.
  const tick = (seconds: number) => s.sport.simulator.tick(seconds);

  beforeAll(async () => {
    s = await startServer({
      simulator: { enabled: false, speed: 30 },
      live: { bufferSize: 100, heartbeatMs: 150, maxReplay: 200 },
    });
    observer = await connect();
  }, 60000);
  afterAll(async () => {
    clients.forEach((c) => c.close());
    await s.close();
  });

  it('starts with a snapshot and keeps idle connections alive with heartbeats', async () => {
    const c = await connect();
    await c.waitFor(() => c.events.length > 0 && c.comments >= 2);
    expect(c.events[0]!.event).toBe('snapshot');
    const snap = JSON.parse(c.events[0]!.data) as LiveSnapshot;
    expect(snap.resync).toBe(false);
    expect(snap.matches.length).toBeGreaterThan(50);
    c.close();
  });

  it('replays exactly the missed deltas to a client that reconnects with Last-Event-ID', async () => {
    const watcher = await connect();
    const roamer = await connect(s.sport.hub.lastId);
    await tick(2);
    await watcher.waitFor(() => deltas(watcher.events).length > 0);
    await roamer.waitFor(() => deltas(roamer.events).length === deltas(watcher.events).length);
    const before = deltas(roamer.events);
    roamer.close();
    await tick(2);
    await tick(2);
    const target = s.sport.hub.lastId;
    await watcher.waitFor(() => watcher.lastId === target);
    const back = await connect(before[before.length - 1]!.id!);
    await tick(2);
    const end = s.sport.hub.lastId;
    await watcher.waitFor(() => watcher.lastId === end);
    await back.waitFor(() => back.lastId === end);
    const seen = [...before, ...deltas(back.events)].map((e) => e.id);
    expect(back.events[0]!.event).not.toBe('snapshot');
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(deltas(watcher.events).map((e) => e.id));
    watcher.close();
    back.close();
  });

  it('filters by sport and sends a snapshot when the Last-Event-ID is too old to replay', async () => {
    const football = await connect(s.sport.hub.lastId, 'football');
    for (let i = 0; i < 8 && (s.sport.hub.oldestId ?? 0) <= 2; i++) await tick(20);
    for (let i = 0; i < 20 && s.sport.hub.lastId <= 260; i++) await tick(20);
    // At a busy hour the earlier tests may already have passed those marks: the clock runs on until football
    // moves after this client connected.
    for (let i = 0; i < 30 && deltas(football.events).length === 0; i++) {
      await tick(20);
      await new Promise((r) => setTimeout(r, 50));
    }
    await football.waitFor(() => deltas(football.events).length > 0);
    expect(deltas(football.events).length).toBeGreaterThan(0);
    expect(deltas(football.events).every((e) => (JSON.parse(e.data) as LiveDelta).sport === 'football')).toBe(
      true,
    );
    expect(s.sport.hub.oldestId).toBeGreaterThan(2);
    expect(s.sport.hub.lastId).toBeGreaterThan(201);
    const stale = await connect(1);
    await stale.waitFor(() => stale.events.length > 0);
    expect(stale.events[0]!.event).toBe('snapshot');
    expect((JSON.parse(stale.events[0]!.data) as LiveSnapshot).resync).toBe(true);
    football.close();
    stale.close();
  });

  it('replays from the feed table, not a snapshot, when the gap is older than this instance’s buffer', async () => {
    const oldest = s.sport.hub.oldestId ?? 0;
    const from = Math.max(0, oldest - 40);
    expect(s.sport.hub.lastId - from).toBeLessThanOrEqual(200);
    const back = await connect(from);
    const end = s.sport.hub.lastId;
    await back.waitFor(() => back.lastId === end);
    expect(back.events[0]!.event).not.toBe('snapshot');
    const ids = back.events.map((e) => e.id);
    const expected = await s.sport.feed.read(from, 1000);
    expect(ids).toEqual(expected.map((e) => e.id));
    expect(ids[0]).toBeLessThan(oldest);
    back.close();
  });

  it('moves every match through legal status transitions and announces goals only when a score rises', async () => {
    const c = observer;
    for (let i = 0; i < 12; i++) await tick(30);
    const end = s.sport.hub.lastId;
    await c.waitFor(() => c.lastId === end, 10000);
    const snap = JSON.parse(c.events[0]!.data) as LiveSnapshot;
    const state = new Map<number, { status: MatchStatus; home: number; away: number; sport: Sport }>();
    for (const m of snap.matches)
      state.set(m.matchId, {
        status: m.status!,
        home: m.homeScore ?? 0,
        away: m.awayScore ?? 0,
        sport: m.sport,
      });
    let transitions = 0;
    let goals = 0;
    for (const e of deltas(c.events)) {
      const d = JSON.parse(e.data) as LiveDelta;
      const prev = state.get(d.matchId) ?? {
        status: 'scheduled' as MatchStatus,
        home: 0,
        away: 0,
        sport: d.sport,
      };
      const next = {
        ...prev,
        status: d.changes.status ?? prev.status,
        home: d.changes.homeScore ?? prev.home,
        away: d.changes.awayScore ?? prev.away,
      };
      if (next.status !== prev.status) {
        expect([
          d.matchId,
          prev.status,
          next.status,
          canTransition(d.sport, prev.status, next.status),
        ]).toEqual([d.matchId, prev.status, next.status, true]);
        transitions++;
      }
      const rose = next.home > prev.home || next.away > prev.away;
      const fell = next.home < prev.home || next.away < prev.away;
      if (e.event === 'goal') {
        expect(rose && !fell).toBe(true);
        goals++;
      }
      if (e.event === 'correction') expect(fell).toBe(true);
      if (e.event === 'delta') expect(rose || fell).toBe(false);
      state.set(d.matchId, next);
    }
    expect(transitions).toBeGreaterThan(30);
    expect(goals).toBeGreaterThan(5);
    const status = await getJson<{ clients: number; lastEventId: number }>(`${s.base}/sportapi/live/status`);
    expect(status.body.data.lastEventId).toBe(end);
    c.close();
  }, 30000);
});
