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
  return {
    ppg: r1(3 + skill * skill * 24 * (0.6 + rng.next() * 0.6)),
    rpg: r1((big ? 4 : 1.5) + skill * (big ? 7 : 3) * rng.next()),
    apg: r1((guard ? 3 : 0.8) + skill * (guard ? 5 : 2) * rng.next()),
    spg: r1(0.3 + rng.next() * 1.3),
    bpg: r1(big ? 0.4 + rng.next() * 1.8 : rng.next() * 0.5),
    mpg: r1(10 + skill * 24),
  };
}
