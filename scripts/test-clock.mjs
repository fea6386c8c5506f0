/**
 * The instants the suites run at (docs/testing.md). `npm test` pins every process of a phase to PINNED_INSTANT
 * (a Saturday evening in Beijing, the busiest hour); `npm run test:sweep` runs the data-reading suites at each
 * of SWEEP_INSTANTS. `JC_CLOCK_START=<ISO instant>` chooses another one, `JC_CLOCK_START=off` the real clock.
 */
export const PINNED_INSTANT = '2026-11-21T20:00:00+08:00';

export const SWEEP_INSTANTS = [
  '2026-11-24T02:00:00+08:00', // Tuesday, Beijing night: Europe's evening games live
  '2026-11-24T10:00:00+08:00', // Tuesday morning: NBA games live, Europe finished
  '2026-11-24T20:00:00+08:00', // Tuesday evening: Asian games, Europe not yet started
  '2026-11-21T02:00:00+08:00', // Saturday night
  '2026-11-21T10:00:00+08:00', // Saturday morning
  PINNED_INSTANT, // Saturday evening
];

/**
 * The clock variables for one phase of a run: the chosen instant, with the origin now, so the phase starts at
 * that instant whatever ran before it.
 */
export function clockEnv(start = process.env.JC_CLOCK_START) {
  if (start === 'off') return { JC_CLOCK_START: '', JC_CLOCK_ORIGIN: '' };
  return { JC_CLOCK_START: start || PINNED_INSTANT, JC_CLOCK_ORIGIN: String(Date.now()) };
}
