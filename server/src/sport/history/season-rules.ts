import type { TableZone } from '../repo/standings-table';

/**
 * How a past (imported) season's table is ranked and coloured: the league's own tie-break and the European and
 * relegation places of that season by league position, as they fell once a cup winner's place already won in the
 * league passed down the table (a cup winner who finished lower is not marked: the table cannot say who won the
 * cup). The present's seeded seasons keep the catalogue's zones and the points, goal-difference,
 * goals order.
 */
export interface SeasonRules {
  /**
   * goals: goal difference, then goals scored (英超, 德甲, 法甲 2024-25). head-to-head: among clubs level on
   * points, the points and then the goal difference of the games between them, then goal difference and goals
   * scored overall (西甲, 意甲), once those games have all been played.
   */
  tieBreak: 'goals' | 'head-to-head';
  zones: TableZone[];
}

const z = (from: number, to: number, label: string): TableZone => ({ from, to, label });

/** Leagues that rank clubs level on points by their games against each other. */
const HEAD_TO_HEAD = new Set(['西甲', '意甲']);

/** The big leagues' standard places (cup winners and UEFA's performance spots aside, which no table can tell). */
const UEFA_STANDARD = [z(1, 4, '欧冠'), z(5, 5, '欧联'), z(6, 6, '欧协联')];
const TWENTY = [...UEFA_STANDARD, z(18, 20, '降级')];
// 16th plays the relegation play-off against the second division's third (德甲, 法甲).
const BUNDESLIGA = [...UEFA_STANDARD, z(16, 16, '降级附加赛'), z(17, 18, '降级')];
const LIGUE_1 = [
  z(1, 3, '欧冠'),
  z(4, 4, '欧冠资格赛'),
  z(5, 5, '欧联'),
  z(6, 6, '欧协联'),
  z(16, 16, '降级附加赛'),
  z(17, 18, '降级'),
];
/** Those places by league, for the present season's tables too (seed/catalogue.ts). */
export const STANDARD_PLACES: Record<string, TableZone[]> = {
  英超: TWENTY,
  西甲: TWENTY,
  意甲: TWENTY,
  德甲: BUNDESLIGA,
  法甲: LIGUE_1,
  // Two go up, the next four play off for the third place; three go down.
  英冠: [z(1, 2, '直接升级'), z(3, 6, '升级附加赛'), z(22, 24, '降级')],
};

/**
 * Places by final position. 2024-25: England and Spain had the fifth 欧冠 place (UEFA's European performance
 * spots); 法甲's fourth goes through the 欧冠 qualifiers; 德甲 and 法甲 have a relegation play-off for 16th.
 * 2025-26 (英超 and 德甲 real to the last day; 西甲, 意甲 and 法甲 real until March 2026, the rest simulated and
 * held to the clubs that really went down): the relegation places as they fell (德甲's 16th lost the play-off,
 * 法甲's 16th won it), and each league's standard European places, without a performance spot or a
 * passed-down cup place (the data has no cup winners).
 */
const ZONES: Record<string, Record<string, TableZone[]>> = {
  英超: {
    '2024-25': [z(1, 5, '欧冠'), z(6, 6, '欧联'), z(7, 7, '欧协联'), z(18, 20, '降级')],
    '2025-26': TWENTY,
  },
  西甲: {
    '2024-25': [z(1, 5, '欧冠'), z(6, 7, '欧联'), z(8, 8, '欧协联'), z(18, 20, '降级')],
    '2025-26': TWENTY,
  },
  意甲: { '2024-25': TWENTY, '2025-26': TWENTY },
  // 德甲's places were the same both seasons.
  德甲: { '2024-25': BUNDESLIGA, '2025-26': BUNDESLIGA },
  法甲: {
    '2024-25': [
      z(1, 3, '欧冠'),
      z(4, 4, '欧冠资格赛'),
      z(5, 6, '欧联'),
      z(7, 7, '欧协联'),
      z(16, 16, '降级附加赛'),
      z(17, 18, '降级'),
    ],
    '2025-26': LIGUE_1,
  },
};

/** The rules of a league's past season, or null for a competition or season not listed (its zones stand). */
export function pastSeasonRules(league: string, code: string): SeasonRules | null {
  const zones = ZONES[league]?.[code];
  if (!zones) return null;
  return { tieBreak: HEAD_TO_HEAD.has(league) ? 'head-to-head' : 'goals', zones };
}
