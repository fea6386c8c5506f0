import timekeeper from 'timekeeper';

/**
 * A pinned clock: with `JC_CLOCK_START` (an ISO instant, e.g. `2026-11-21T20:00:00+08:00`) the process runs as
 * if it were then — the seed, the simulator, tokens, signatures and logs all read the moved `Date`, which
 * keeps ticking from there. `npm test` pins every server, jest worker and browser of a run to one instant, so
 * a run is the same world at any hour of the day (docs/testing.md).
 *
 * `JC_CLOCK_ORIGIN` (epoch ms, real time) is the real instant that corresponds to the start: every process of
 * one run that gets the same pair reads the same moved time, to the millisecond, however late it started.
 * Without it the origin is this process's start (and is put into the environment for its children).
 *
 * timekeeper's `travel` replaces the global `Date` with one that keeps running from the given instant; timers,
 * `performance.now()` and `process.hrtime()` are real time, untouched.
 */
export interface ClockEnv {
  JC_CLOCK_START?: string;
  JC_CLOCK_ORIGIN?: string;
}

const PINNED = Symbol.for('jincheng.pinnedClock');

/** The moved "now" (epoch ms) for a real instant, or null when the clock is not pinned. */
export function pinnedNow(env: ClockEnv, realNowMs: number): number | null {
  const text = env.JC_CLOCK_START?.trim();
  // `off` means real time, for `npm start` as for `npm test` (README, docs/testing.md).
  if (!text || text === 'off') return null;
  const start = Date.parse(text);
  if (!Number.isFinite(start) || !/[zZ]|[+-]\d\d:?\d\d$/.test(text)) {
    throw new Error(
      `JC_CLOCK_START=${text} 不是带时区的时间（例如 2026-11-21T20:00:00+08:00）: the clock cannot be pinned`,
    );
  }
  const origin = Number(env.JC_CLOCK_ORIGIN);
  return start + (Number.isFinite(origin) && origin > 0 ? realNowMs - origin : 0);
}

/**
 * Moves this process's clock when `JC_CLOCK_START` is set; a second call in the same realm does nothing.
 * Returns the moved now (epoch ms), or null when the clock runs on real time.
 */
export function pinClock(env: ClockEnv & Record<string, string | undefined> = process.env): number | null {
  const realm = globalThis as { [PINNED]?: number };
  if (realm[PINNED] !== undefined) return Date.now();
  if (!env.JC_CLOCK_START?.trim()) return null;
  const realNow = Date.now();
  if (!env.JC_CLOCK_ORIGIN) env.JC_CLOCK_ORIGIN = String(realNow);
  const now = pinnedNow(env, realNow) as number;
  timekeeper.travel(now);
  realm[PINNED] = now;
  return now;
}
