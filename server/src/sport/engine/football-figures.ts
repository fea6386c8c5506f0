import type { Rng } from '../seed/prng';

export interface FootballFigures {
  /** End-of-match counts of what the script does not play event by event (shots come from the shots). */
  finalStats: Record<'attacks' | 'dangerousAttacks' | 'fouls' | 'offsides', [number, number]>;
  possession: number;
}

/** The end-of-match technical statistics the timeline does not carry, leaning towards the stronger side. */
export function finalFigures(rng: Rng, ratio: number): FootballFigures {
  return {
    possession: Math.max(30, Math.min(70, Math.round(50 + (ratio - 0.5) * 40 + rng.normal() * 4))),
    finalStats: {
      attacks: [rng.int(80, 120) + Math.round(30 * ratio), rng.int(80, 120) + Math.round(30 * (1 - ratio))],
      dangerousAttacks: [
        rng.int(30, 55) + Math.round(20 * ratio),
        rng.int(30, 55) + Math.round(20 * (1 - ratio)),
      ],
      fouls: [rng.int(7, 16), rng.int(7, 16)],
      offsides: [rng.int(0, 4), rng.int(0, 4)],
    },
  };
}
