/**
 * How long an answer counts as fresh, per kind of data. A fresh answer is shown from the cache without a
 * request (the shell re-creates a screen on every path or query change, so this is what makes a tab switch
 * instant); a stale one is shown at once and read again in the background when a screen mounts.
 * Server-rendered pages need a non-zero time, or the browser would read again what the page already carries.
 */
export const STALE_TIME = {
  /** Live lists and match headers: the live feed keeps them current between reads. */
  live: 5 * 60_000,
  /** League trees, standings, teams, players, rankings: change a few times a day. */
  reference: 5 * 60_000,
  /** Articles, experts, solutions: new items arrive every few minutes. */
  content: 60_000,
  /** Balance, orders, transactions: read again on every visit (the few seconds let a route prefetch count). */
  account: 10_000,
} as const;

export type DataKind = keyof typeof STALE_TIME;
