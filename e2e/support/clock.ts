import { pinnedNow } from '../../server/src/pinned-clock';

/**
 * The suite's moved now (epoch ms): the instant the servers and browsers of this run read (JC_CLOCK_START and
 * JC_CLOCK_ORIGIN, set by playwright.config.ts), or real time when the run is not pinned. Test code that signs a
 * request or computes a day uses this, never `Date.now()`: the worker's own `Date` stays real, because
 * Playwright's browser clock is driven from it (a moved worker clock undoes the browser's).
 */
export function now(): number {
  return pinnedNow(process.env, Date.now()) ?? Date.now();
}
