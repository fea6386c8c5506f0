import type { Rng } from '../seed/prng';
import type { TeamLineup } from './football-lineup';
import type { ScriptEvent } from './types';

export interface FootballFigures {
  ratings: Map<number, number>;
  finalStats: Record<
    'shots' | 'shotsOnTarget' | 'attacks' | 'dangerousAttacks' | 'fouls' | 'offsides',
    [number, number]
  >;
  possession: number;
}

/** Ratings and the end-of-match technical statistics, consistent with the goals of the timeline. */
export function finalFigures(
  rng: Rng,
  events: ScriptEvent[],
  lineups: { home: TeamLineup; away: TeamLineup },
  ratio: number,
): FootballFigures {
  const goals = (side: 'home' | 'away') =>
    events.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
  const shots = [
    rng.int(6, 12) + goals('home') + Math.round(6 * ratio),
    rng.int(5, 11) + goals('away') + Math.round(6 * (1 - ratio)),
  ] as [number, number];
  const scoredBy = new Map<number, number>();
  for (const e of events)
    if (e.points > 0 && e.kind !== 'own_goal' && e.playerId)
      scoredBy.set(e.playerId, (scoredBy.get(e.playerId) ?? 0) + 1);
  const ratings = new Map<number, number>();
  for (const side of ['home', 'away'] as const) {
    for (const p of [...lineups[side].starters.map((x) => x.player), ...lineups[side].bench]) {
      const scored = scoredBy.get(p.id) ?? 0;
      ratings.set(
        p.id,
        Math.min(10, Math.round((6.2 + rng.next() * 1.3 + scored * 0.8 + p.skill * 0.4) * 10) / 10),
      );
    }
  }
  return {
    ratings,
    possession: Math.max(30, Math.min(70, Math.round(50 + (ratio - 0.5) * 40 + rng.normal() * 4))),
    finalStats: {
      shots,
      shotsOnTarget: [
        Math.min(shots[0], goals('home') + rng.int(1, 4)),
        Math.min(shots[1], goals('away') + rng.int(1, 4)),
      ],
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
