import type { Sport } from './common';

/** A fan's score of one player in one match (球迷评分): a whole number from 1 to 10. */
export const FAN_SCORE_MIN = 1;
export const FAN_SCORE_MAX = 10;

/**
 * A match's room (fan ratings now, the chat room later) closes this long after the final whistle: long
 * enough for a late match watched again the next evening, short enough that the averages settle.
 */
export const MATCH_ROOM_CLOSES_AFTER_MS = 24 * 60 * 60 * 1000;

/** 球迷最佳 needs at least this many fans' scores, so one fan's 10 cannot crown a substitute of two minutes. */
export const FAN_BEST_MIN_VOTES = 3;

/**
 * Where rating stands: `upcoming` before full time (the match not started or still on), `open` from full time
 * until the room closes, `closed` after it, `none` for a match that will not finish (postponed, cancelled,
 * abandoned).
 */
export type FanRatingState = 'upcoming' | 'open' | 'closed' | 'none';

/** One player who played (a starter, or a substitute who came on), with the computed and the fans' ratings. */
export interface FanRatedPlayer {
  playerId: number;
  name: string;
  number: number;
  position: string;
  starter: boolean;
  /** A substitute's minute on (`62'`); null for a starter. */
  cameOn: string | null;
  /** The computed match rating the detail page shows (football, 3.0–10.0); null for basketball or unrated. */
  rating: number | null;
  /** Basketball efficiency from the box score; null for football. */
  efficiency: number | null;
  /** The fans' average, one decimal; null before anyone rated him. */
  fanAverage: number | null;
  votes: number;
  /** The reader's own score; null for a visitor or before rating. */
  myScore: number | null;
}

export interface FanBest {
  playerId: number;
  name: string;
  side: 'home' | 'away';
  fanAverage: number;
  votes: number;
}

/**
 * GET /sportapi/matches/:id/fan-ratings (and the answer of a POST): everyone who played, starters then
 * substitutes in the order they came on, per side. Times are epoch milliseconds; `fullTimeAt` is the final
 * whistle (as scheduled while the match is still to finish), `closesAt` when rating stops.
 */
export interface MatchFanRatings {
  matchId: number;
  sport: Sport;
  state: FanRatingState;
  fullTimeAt: number;
  closesAt: number;
  players: { home: FanRatedPlayer[]; away: FanRatedPlayer[] };
  /** The highest fans' average (as shown, one decimal) with FAN_BEST_MIN_VOTES scores; ties: more votes. */
  fanBest: FanBest | null;
  minVotesForBest: number;
  /**
   * Averages, vote counts and 球迷最佳 count only scores from accounts at least this many days old when they
   * scored (7); younger accounts' scores are kept and shown to their authors as `myScore`.
   */
  countedAccountDays?: number;
  /** Signed in: whether the reader's scores count in the averages now; absent for a visitor. */
  myScoresCounted?: boolean;
}

/** POST /sportapi/matches/:id/fan-ratings body: a new score, or a changed one (it replaces the old). */
export interface FanRatingBody {
  playerId: number;
  score: number;
}
