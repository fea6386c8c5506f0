import { sportTemplate, startServer } from './helpers';
import { SseClient } from './sse-client';
import { prep } from '../db/sql';

describe('simulator on its own timer', () => {
  // The seeded template is built by the first file that needs it (seconds on a loaded machine): here, not
  // inside the test's own time.
  beforeAll(() => sportTemplate(), 120_000);

  it('streams deltas without being driven and shuts down cleanly with clients connected', async () => {
    const s = await startServer({ simulator: { enabled: true, speed: 60, tickMs: 50 } });
    const client = new SseClient(`${s.base}/sportapi/live?sport=football`);
    let closed = false;
    try {
      await client.open();
      // The first tick kicks off every match whose time has come (~170 scripts to build at the pinned
      // Saturday evening): seconds on a loaded machine before the first delta.
      await client.waitFor(() => client.events.some((e) => e.event !== 'snapshot'), 25000);
      const row = (await prep(
        s.db,
        'SELECT count(*) n FROM sport_events WHERE id > (SELECT max(id) - 1000 FROM sport_events)',
      ).get()) as { n: number };
      expect(row.n).toBeGreaterThan(0);
      const started = Date.now();
      closed = true;
      await s.close();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(s.sport.simulator.running).toBe(false);
    } finally {
      client.close();
      // A failure before the shutdown check still closes the server (else jest waits on it after the run).
      if (!closed) await s.close();
    }
  }, 60000);

  it('hands the event loop back while a catch-up tick builds its scripts', async () => {
    const s = await startServer();
    try {
      // Counts turns of the event loop while the tick runs. On SQLite every query answers synchronously, so a
      // tick that never breathes runs as one stretch of microtasks and no turn passes until it is done.
      let ticking = true;
      let turns = 0;
      const count = () => {
        if (!ticking) return;
        turns += 1;
        setImmediate(count);
      };
      setImmediate(count);
      const events = await s.sport.simulator.tick(1);
      ticking = false;
      expect(events.length).toBeGreaterThan(0);
      expect(await s.sport.simulator.liveCount()).toBeGreaterThan(8);
      expect(turns).toBeGreaterThan(1);
    } finally {
      await s.close();
    }
  });
});
