import type { ScorePair, Sport } from './common';

/**
 * 欧赔 (1X2), 亚盘 (Asian handicap), 大小球 (total goals). A basketball match answers the same three keys
 * with its own markets: `euro` 胜负 (moneyline: home, away), `asia` 让分 (spread: `line` = points the home side
 * gives, negative when it receives; home, away) and `total` 大小分 (total points: over, under), every price
 * as decimal odds (stake included, ~1.90 a side), as Chinese basketball pages print them.
 */
export type OddsMarket = 'euro' | 'asia' | 'total';

/** A fictional bookmaker (the product takes no bets: odds are information only). */
export interface Bookmaker {
  id: string;
  name: string;
}

/** One quote of one market. */
export interface OddsPrice {
  /**
   * 欧赔: home, draw, away as decimal odds (stake included). 亚盘: home, away water; 大小球: over, under water
   * (Hong Kong odds, stake excluded, as Chinese sites print them).
   */
  prices: number[];
  /** 亚盘: goals the home side gives (negative: it receives); 大小球: the total-goals line; 欧赔: null. */
  line: number | null;
  /** 半球, 受平手/半球, 2.5/3 …; null for 欧赔. */
  lineLabel: string | null;
}

/** Why a quote moved. */
export type OddsReason = 'open' | 'move' | 'time' | 'goal' | 'red';

/** One point of a market's movement history. */
export interface OddsPoint extends OddsPrice {
  phase: 'pre' | 'live';
  /** Pre-match points: when the quote was made (ISO UTC); in-play points: null (see minuteLabel). */
  at: string | null;
  /** In play: 37', 45+2', 中场; pre-match: null. */
  minuteLabel: string | null;
  /** In play: the score the quote was made at (亚盘 in play counts only goals from then on). */
  score: ScorePair | null;
  reason: OddsReason;
}

/**
 * One bookmaker's market. `state`: open; suspended (封盘 for a moment after a goal or a red card); closed
 * (in play when the result is all but settled, and after the match: `current` is then the closing quote).
 */
export interface BookMarket {
  opening: OddsPrice;
  current: OddsPrice;
  state: 'open' | 'suspended' | 'closed';
  history: OddsPoint[];
}

export interface BookOdds {
  book: Bookmaker;
  euro: BookMarket;
  asia: BookMarket;
  total: BookMarket;
}

/**
 * GET /sportapi/matches/:id/odds. `phase`: none (not opened yet, or withdrawn: see `note`), pre (before
 * kickoff), live (in play), closed (finished or abandoned: `current` is the closing quote, 终盘).
 */
export interface MatchOddsData {
  matchId: number;
  /** Which markets `books` carry (see OddsMarket); absent from servers before basketball odds: football. */
  sport?: Sport;
  phase: 'none' | 'pre' | 'live' | 'closed';
  note: string | null;
  /** When the opening quotes appear (ISO UTC), for a match whose odds are not out yet. */
  opensAt: string | null;
  books: BookOdds[];
}

/** One row of GET /sportapi/odds: one bookmaker's current 欧赔 and 亚盘 of a football match of the day. */
export interface DayOddsRow {
  matchId: number;
  phase: MatchOddsData['phase'];
  state: BookMarket['state'] | null;
  euro: OddsPrice | null;
  asia: OddsPrice | null;
}

export interface DayOddsData {
  date: string;
  book: Bookmaker;
  books: Bookmaker[];
  matches: DayOddsRow[];
}
