import { engineLine, type BasketballLine } from './basketball-figures';
import type { Rng } from './prng';

/** Football: 3 keepers, 8 defenders, 8 midfielders, 5 forwards; basketball: 13 across the five positions. */
export function squadShape(sport: string): string[] {
  if (sport === 'basketball')
    return ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'SG', 'SF', 'PF'];
  return [
    ...Array(3).fill('G'),
    ...Array(8).fill('D'),
    ...Array(8).fill('M'),
    ...Array(5).fill('F'),
  ] as string[];
}

export interface StoredPlayerStats {
  ppg?: number;
  rpg?: number;
  apg?: number;
  spg?: number;
  bpg?: number;
  mpg?: number;
  /**
   * Basketball: the line the match engine plays him with (seed/basketball-figures.ts) — for a real player
   * fitted from his real seasons or his position's default (`fit` says which), for a generated one his drawn
   * averages. Kept apart from the shown averages, which may be recomputed from the games.
   */
  line?: BasketballLine;
  fit?: 'figures' | 'default' | 'generated';
}

/**
 * Season averages for basketball players. Footballers get none (the product shows no market values: a
 * generated figure beside a real person misleads); their one draw, once a market value, stays so the seed's
 * other draws keep their places.
 */
export function playerStats(rng: Rng, sport: string, position: string, skill: number): StoredPlayerStats {
  if (sport === 'football') {
    rng.next();
    return {};
  }
  const big = position === 'C' || position === 'PF';
  const guard = position === 'PG';
  const r1 = (n: number) => Math.round(n * 10) / 10;
  // A generated player is a rotation player, not a star: at most about 19 points in 29 minutes.
  const stats = {
    ppg: r1(3 + skill * skill * 13 * (0.6 + rng.next() * 0.6)),
    rpg: r1((big ? 3 : 1.5) + skill * (big ? 5 : 2.5) * rng.next()),
    apg: r1((guard ? 2.5 : 0.8) + skill * (guard ? 4 : 1.5) * rng.next()),
    spg: r1(0.3 + rng.next() * 1.0),
    bpg: r1(big ? 0.3 + rng.next() * 1.2 : rng.next() * 0.4),
    mpg: r1(8 + skill * 22),
  };
  return { ...stats, line: { ...engineLine(stats, position), gs: 0 }, fit: 'generated' };
}
