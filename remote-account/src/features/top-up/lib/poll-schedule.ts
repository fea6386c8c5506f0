/**
 * How the screen asks for the pay state (docs/topup.md): after 1 s, then 1.5× longer each time up to 5 s
 * apart, and gives up after 3 minutes (the order itself stays payable for 15).
 */
export const POLL = {
  firstMs: 1000,
  factor: 1.5,
  maxMs: 5000,
  giveUpAfterMs: 180_000,
  maxErrors: 3,
} as const;

/** The wait before the next query, given the previous wait (undefined for the first). */
export const nextDelay = (previous?: number) =>
  previous === undefined ? POLL.firstMs : Math.min(Math.round(previous * POLL.factor), POLL.maxMs);
