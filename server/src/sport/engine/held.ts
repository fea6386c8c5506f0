/**
 * A real result a simulated match is held to (the real 2026/27 fixtures of seed/real-fixtures.ts): the
 * script plans exactly these goals, each in its half when the half-time score is known, and is never
 * abandoned, so events, line-ups, shots, stats and lines all tell the real score. Stored on the match row
 * (`sport_matches.held`, JSON) so that a script rebuilt on the read path is the same one the seed wrote.
 */
export interface HeldResult {
  /** [home, away] at full time. */
  ft: [number, number];
  /** [home, away] at half time; null when the source does not say. */
  ht: [number, number] | null;
}

/** The stored column: JSON of a HeldResult, or null for a freely simulated match. */
export function heldColumn(held: HeldResult | null | undefined): string | null {
  return held ? JSON.stringify(held) : null;
}

export function parseHeld(column: string | null | undefined): HeldResult | null {
  if (!column) return null;
  const parsed = JSON.parse(column) as HeldResult;
  return { ft: parsed.ft, ht: parsed.ht ?? null };
}
