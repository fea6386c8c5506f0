import type { BasketballRatings } from '../../../src/sport/ratings/basketball-fit';

/**
 * Basketball ratings small enough to compute by hand: league mean 110 points, home edge 3, team 1 (+2 offence,
 * +1 defence) against team 2 (−1, 0) — so team 1 at home expects 115–108, a margin of 7 and a total of 223,
 * with a margin spread of 12 and a total spread of 18.
 */
export function handBasketballRatings(): BasketballRatings {
  return {
    mu: 110,
    home: 3,
    teams: new Map([
      [1, { offense: 2, defense: 1, net: 3, games: 10 }],
      [2, { offense: -1, defense: 0, net: -1, games: 10 }],
    ]),
    games: 10,
    marginSd: 12,
    totalSd: 18,
  };
}
