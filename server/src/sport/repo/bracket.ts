import type { CompetitionStage, StandingRow } from '@jincheng/shared/core';

/** One pairing of the bracket: `high` is the better-placed side (at home in the second leg). */
export interface BracketTie {
  key: number;
  high: number | null;
  low: number | null;
  /** What fills an open place, e.g. 附加赛 16/17 胜者. */
  highFrom: string | null;
  lowFrom: string | null;
}

// Seeds 1–8 in bracket order: the quarter-finals pair neighbours (1/8 v 4/5, 2/7 v 3/6), so 1 and 2 can
// only meet in the final.
const BRACKET = [1, 8, 4, 5, 2, 7, 3, 6];

/**
 * The UEFA bracket (league phase of 36 since 2024/25): 1–8 go straight to the last 16, 9–24 play off in pairs
 * 9 v 24 … 16 v 17, and seed n meets the winner of the pair that seed 17 − n heads (1 meets 16/17, 8 meets
 * 9/24). `winners` maps a tie key to the team that went through; later rounds fill as ties are decided.
 */
export function bracketTies(
  stage: CompetitionStage,
  table: readonly StandingRow[],
  winners: ReadonlyMap<number, number>,
): BracketTie[] | null {
  if (table.length < 24) return null;
  const at = (rank: number) => table.find((r) => r.rank === rank)?.team.id ?? null;
  const rankOf = (id: number | null) => table.find((r) => r.team.id === id)?.rank ?? 99;
  const won = (key: number) => winners.get(key) ?? null;
  const ordered = (
    key: number,
    a: number | null,
    b: number | null,
    fromA: string,
    fromB: string,
  ): BracketTie =>
    a !== null && b !== null && rankOf(b) < rankOf(a)
      ? { key, high: b, low: a, highFrom: fromB, lowFrom: fromA }
      : { key, high: a, low: b, highFrom: a === null ? fromA : null, lowFrom: b === null ? fromB : null };
  switch (stage) {
    case 'knockout_playoff':
      return Array.from({ length: 8 }, (_, k) => ({
        key: k,
        high: at(9 + k),
        low: at(24 - k),
        highFrom: null,
        lowFrom: null,
      }));
    case 'round_of_16':
      return BRACKET.map((seed) => {
        const pair = 8 - seed;
        const tie = ordered(100 + seed, at(seed), won(pair), '', `附加赛 ${9 + pair}/${24 - pair} 胜者`);
        return { ...tie, highFrom: null };
      });
    case 'quarter_final':
      return [0, 1, 2, 3].map((j) => {
        const [a, b] = [BRACKET[2 * j] as number, BRACKET[2 * j + 1] as number];
        return ordered(
          200 + j,
          won(100 + a),
          won(100 + b),
          `1/8决赛 种子${a}方胜者`,
          `1/8决赛 种子${b}方胜者`,
        );
      });
    case 'semi_final':
      return [0, 1].map((j) =>
        ordered(
          300 + j,
          won(200 + 2 * j),
          won(201 + 2 * j),
          `1/4决赛第${2 * j + 1}场胜者`,
          `1/4决赛第${2 * j + 2}场胜者`,
        ),
      );
    case 'final':
      return [ordered(400, won(300), won(301), '半决赛第1场胜者', '半决赛第2场胜者')];
    default:
      return null;
  }
}
