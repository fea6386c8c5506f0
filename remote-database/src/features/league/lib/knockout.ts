import type { StandingRow } from '@jincheng/shared';

export interface Tie {
  home: StandingRow;
  away: StandingRow;
}

export interface SeededTie {
  seed: StandingRow;
  /** The play-off tie whose winner meets the seed. */
  playoff: Tie;
}

export interface KnockoutProjection {
  playoffs: Tie[];
  roundOf16: SeededTie[];
}

/**
 * The league-phase format (1–8 straight into the last 16, 9–24 play off): 9 v 24, 10 v 23 … 16 v 17, and
 * seed n meets the winner of the tie of the (9 − n)-th pair, so the top seed draws the weakest pair.
 * Projected from the current table; null when the table is too short for the format.
 */
export function projectKnockout(rows: readonly StandingRow[]): KnockoutProjection | null {
  const byRank = [...rows].sort((a, b) => a.rank - b.rank);
  if (byRank.length < 24) return null;
  const at = (rank: number) => byRank[rank - 1] as StandingRow;
  const playoffs = Array.from({ length: 8 }, (_, k) => ({ home: at(9 + k), away: at(24 - k) }));
  const roundOf16 = Array.from({ length: 8 }, (_, i) => ({
    seed: at(i + 1),
    playoff: playoffs[7 - i] as Tie,
  }));
  return { playoffs, roundOf16 };
}
