import type { LeagueRef, Page, PageQuery, SeasonRecord, Sport, TeamRef } from './common';
import type { MatchSummary } from './match';
import type { CompetitionStage } from './stage';

export interface LeagueItem extends LeagueRef {
  nameEn: string;
  kind: 'league' | 'cup';
  countryName: string;
  logo: string;
  hot: boolean;
}

export interface LeagueTreeData {
  sport: Sport;
  hot: LeagueItem[];
  regions: Array<{
    id: number;
    name: string;
    countries: Array<{ id: number; name: string; leagues: LeagueItem[] }>;
  }>;
}

export interface SeasonInfo {
  id: number;
  /** 2026/27. */
  name: string;
  /** 2026-27: the `season` query parameter. */
  code: string;
  currentRound: number;
  totalRounds: number;
  /** The league's current (simulated) season; false for a past season of real results. */
  current: boolean;
  /** Last day with a result (YYYY-MM-DD) when a past season's data stops before its end; else null. */
  through: string | null;
  /**
   * Last day of real results (YYYY-MM-DD) when the rest of a past season is simulated, held to its real outcome
   * (the clubs that went down): the season shows 「3月9日后为模拟」. Null when every result is real.
   */
  simulatedAfter?: string | null;
  /**
   * Leagues played on game nights without rounds (the NBA): the Beijing date (YYYY-MM-DD) of game day 1;
   * round n is the date n − 1 days later (`gameDayLabel`). Null for leagues with numbered rounds.
   */
  firstDay: string | null;
}

/** A season the league has, for the season switcher. */
export type SeasonOption = Pick<SeasonInfo, 'code' | 'name' | 'current' | 'through' | 'simulatedAfter'>;

/** Football: played/won/drawn/lost/goals/points; basketball: won/lost/pct/gamesBehind (drawn is 0). */
export interface StandingRow extends SeasonRecord {
  rank: number;
  team: TeamRef;
  goalDifference: number;
  points: number;
  winPct: number;
  gamesBehind: number;
  /** Last five results, newest last: W/D/L. */
  form: string;
  /** Zone markers such as 欧冠, 降级 for the table's colour bands (within the row's group when it has one). */
  zone: string | null;
  /**
   * The table's group: NBA conference (东部/西部), 亚冠精英 region (东区/西区); null for one-table leagues.
   * A grouped table is sorted by group, and `rank`, `zone` and `gamesBehind` count within the group.
   */
  group: string | null;
}

export interface LeagueDetailData {
  league: LeagueItem;
  season: SeasonInfo;
  /** Every season of the league: the current one first, then past ones newest first. */
  seasons: SeasonOption[];
  standings: StandingRow[];
  /** Cups with knock-out rounds (the UEFA competitions): every round in order; null for other competitions. */
  knockout: KnockoutRound[] | null;
  /** The NBA's in-season tournament (NBA杯) of the current season; null for every other league and season. */
  nbaCup: NbaCupData | null;
}

/**
 * The NBA杯: six groups of five whose games are regular-season games on the cup's November nights, then an
 * eight-team knock-out (quarter-finals at the higher seed's home, semi-finals and final in Las Vegas).
 */
export interface NbaCupData {
  /** NBA杯. */
  name: string;
  /** How the groups were drawn: the product's simulated draw and the record its pots come from. */
  drawNote: string;
  /** Who goes through and the tie-breaks, in one sentence each. */
  rules: string[];
  /** Beijing dates (YYYY-MM-DD) of the group nights (US evening games are the next morning in Beijing). */
  groupNights: string[];
  groups: NbaCupGroup[];
  /** 1/4决赛, 半决赛, 决赛: ties with the cup seed (1–4 within the conference); open places named. */
  knockout: KnockoutRound[];
}

export interface NbaCupGroup {
  /** 东部A组 … 西部C组. */
  name: string;
  /** Every game of the group is finished. */
  done: boolean;
  /** Ranked by the cup's tie-breaks (record, head-to-head, point differential, points, last season). */
  rows: NbaCupRow[];
}

export interface NbaCupRow {
  rank: number;
  team: TeamRef;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  /** Once the groups are over: 小组第一 (winner) or 外卡 (best second place of the conference). */
  through: 'winner' | 'wildcard' | null;
}

/** One knock-out round of a cup, as far as it is known. */
export interface KnockoutRound {
  stage: CompetitionStage;
  /** 淘汰赛附加赛, 1/8决赛, 1/4决赛, 半决赛, 决赛. */
  name: string;
  /** Kickoff span of each leg (ISO 8601 UTC), also for rounds whose ties are not drawn yet. */
  legs: Array<{ leg: number | null; from: string; to: string }>;
  /** done: every tie decided; live: under way; upcoming: not started (ties may still be open). */
  state: 'done' | 'live' | 'upcoming';
  ties: KnockoutTie[];
}

export interface KnockoutTie {
  /** The better-placed side (at home in the second leg); null while the place is open. */
  high: KnockoutSide | null;
  low: KnockoutSide | null;
  /** What fills an open place, e.g. 附加赛 16/17 胜者. */
  highFrom: string | null;
  lowFrom: string | null;
  /** The tie's matches so far, first leg first (empty until drawn). */
  legs: MatchSummary[];
  /** Goals over the legs played, from the high side's point of view; null before the first leg. */
  aggregate: { high: number; low: number } | null;
  /** Team that went through; null until the last leg is finished. */
  winnerId: number | null;
}

export interface KnockoutSide {
  team: TeamRef;
  /** League-phase position. */
  seed: number;
}

export interface LeagueScheduleQuery {
  round?: number;
  /** A season code (2024-25); the current season when not set. */
  season?: string;
}

export interface LeagueScheduleData {
  season: SeasonInfo;
  round: number;
  roundName: string;
  matches: MatchSummary[];
}

/**
 * Football: goals, assists, xg (预期进球), cleanSheets (零封, goalkeepers) — season totals — and rating (评分,
 * average match rating). Basketball: points, rebounds, assists, steals (抢断), blocks (盖帽), threes (三分命中)
 * — per game. The current season's boards are sums of the stored match lines (sport_player_lines).
 */
export type LeaderType =
  | 'goals'
  | 'assists'
  | 'points'
  | 'rebounds'
  | 'xg'
  | 'rating'
  | 'cleanSheets'
  | 'steals'
  | 'blocks'
  | 'threes';

export interface LeadersQuery extends PageQuery {
  type?: LeaderType;
  /** A season code (2024-25); the current season when not set. */
  season?: string;
}

/**
 * One place on a leader board. The current season's rows are sums of the stored match lines; a past season's
 * are the real leaders of past-leaders.json, whose player and club may not be in the tables (then playerId /
 * team are null and the name and teamName are plain text).
 */
export interface PlayerLeaderRow {
  rank: number;
  playerId: number | null;
  /** The player's team now (his page's link); null with playerId. */
  playerTeamId: number | null;
  name: string;
  team: TeamRef | null;
  teamName: string;
  /**
   * Football: goals, assists, clean sheets (totals), xG (total, 0.01 steps), rating (average, 0.01 steps);
   * basketball: per-game average (0.1 steps).
   */
  value: number;
  /** Games the player played (the current season); null when the source does not give them. */
  played: number | null;
  /** Where a past season's row comes from; null for the current season (the stored match lines). */
  source: string | null;
}

/** A leader board page with the sentence it needs: the per-game rule, a past season's source, or why 暂无. */
export interface LeadersPage extends Page<PlayerLeaderRow> {
  note: string | null;
}
