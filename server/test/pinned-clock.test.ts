import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pinnedNow } from '../src/pinned-clock';

const root = path.resolve(__dirname, '../..');
const START = '2026-11-21T20:00:00+08:00';
const startMs = Date.parse(START);
/** Real time, whether or not this jest worker's Date is pinned. */
const realNow = () => Math.round(performance.timeOrigin + performance.now());

/** A fresh process that starts the way main.ts does (start-clock first) and prints what its clock says. */
function clockOf(env: Record<string, string>): { now: number; iso: string } {
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'fixtures/print-clock.ts')],
    { cwd: root, env: { ...process.env, JC_CLOCK_START: '', JC_CLOCK_ORIGIN: '', ...env }, encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop() as string);
}

describe('pinned clock (JC_CLOCK_START)', () => {
  test('moves the real instant by start − origin; without an origin it starts at the start', () => {
    expect(pinnedNow({}, 1_000)).toBeNull();
    expect(pinnedNow({ JC_CLOCK_START: 'off' }, 1_000)).toBeNull();
    expect(pinnedNow({ JC_CLOCK_START: START }, 5_000)).toBe(startMs);
    expect(pinnedNow({ JC_CLOCK_START: START, JC_CLOCK_ORIGIN: '1000' }, 61_000)).toBe(startMs + 60_000);
  });

  test('refuses an instant without a zone or that is not one, in Chinese', () => {
    expect(() => pinnedNow({ JC_CLOCK_START: '2026-11-21T20:00:00' }, 0)).toThrow(/不是带时区的时间/);
    expect(() => pinnedNow({ JC_CLOCK_START: 'yesterday' }, 0)).toThrow(/不是带时区的时间/);
  });

  test('a server process runs from the pinned instant, and two processes with one origin agree', () => {
    const fresh = clockOf({ JC_CLOCK_START: START });
    expect(fresh.now - startMs).toBeGreaterThanOrEqual(0);
    expect(fresh.now - startMs).toBeLessThan(30_000);
    expect(fresh.iso.startsWith('2026-11-21T12:00')).toBe(true);
    // A process started later with the run's origin reads the run's time, not the start again.
    const origin = String(realNow() - 3_600_000);
    const late = clockOf({ JC_CLOCK_START: START, JC_CLOCK_ORIGIN: origin });
    expect(late.now - startMs).toBeGreaterThanOrEqual(3_600_000);
    expect(late.now - startMs).toBeLessThan(3_600_000 + 30_000);
  });

  test('without JC_CLOCK_START the process keeps real time', () => {
    const real = clockOf({});
    expect(Math.abs(real.now - realNow())).toBeLessThan(30_000);
  });
});
