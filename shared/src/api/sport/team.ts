import type { LeagueRef, PageQuery, SeasonRecord, Sport, TeamRef } from './common';
import type { MatchAbsence } from './match-detail';
import type { MatchSummary } from './match';

export interface TeamProfile extends TeamRef {
  sport: Sport;
  league: LeagueRef;
  country: string;
  city: string;
  venue: string;
  coach: string;
  /** The club's founding year; null when not known (a real club is never given an invented one). */
  founded: number | null;
  colors: [string, string];
  /** NBA conference (东部/西部); null for clubs outside the NBA. */
  group: string | null;
}

export interface PlayerSummary {
  id: number;
  teamId: number;
  name: string;
  nameEn: string;
  number: number;
  /** Football: 门将/后卫/中场/前锋; basketball: 控球后卫/得分后卫/小前锋/大前锋/中锋. */
  position: string;
  nationality: string;
  /** Null for a real player whose birth date the people tables leave empty. */
  age: number | null;
  /** Centimetres; null for a real player whose height is not known (never a generated value). */
  height: number | null;
  photo: string;
}

export interface TeamSeasonStats extends SeasonRecord {
  rank: number | null;
  /** Per-game averages, for the stats tab. */
  avgFor: number;
  avgAgainst: number;
  cleanSheets: number;
}

/**
 * A squad member's current league season, the sums of his stored match lines (the player page's season line):
 * football totals; basketball points, rebounds and assists per game.
 */
export interface SquadSeason {
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  points: number;
  rebounds: number;
  assistsPerGame: number;
}

export interface SquadPlayer extends PlayerSummary {
  season: SquadSeason;
}

export interface TeamDetailData {
  team: TeamProfile;
  squad: SquadPlayer[];
  stats: TeamSeasonStats;
  fixtures: MatchSummary[];
  results: MatchSummary[];
  /** Past seasons of real results the team played in (a league's table stage), newest first. */
  pastSeasons: TeamPastSeason[];
  /** 伤停 before the club's next match (null when it has none to come). */
  absences: TeamAbsences | null;
}

/** Who of a club is out of its next match, as known now (injuries and bans, as on the match page). */
export interface TeamAbsences {
  match: MatchSummary;
  list: MatchAbsence[];
}

/** Where a team finished in a past season (sport/history): a link to that season's table. */
export interface TeamPastSeason {
  leagueId: number;
  leagueShortName: string;
  /** 2024-25: the league page's `season` parameter. */
  code: string;
  name: string;
  rank: number | null;
  played: number;
  points: number;
  /** Last day with a result when the season's data stops early; else null. */
  through: string | null;
  /** Last day of real results when the rest of the season is simulated (「3月9日后为模拟」); else null. */
  simulatedAfter?: string | null;
}

export interface TeamMatchesQuery extends PageQuery {
  type?: 'fixtures' | 'results';
}

export interface PlayerSeasonStats {
  seasonId: number;
  seasonName: string;
  leagueName: string;
  appearances: number;
  starts: number;
  minutes: number;
  /** Football. */
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Basketball per-game averages. */
  points: number;
  rebounds: number;
  assistsPerGame: number;
  steals: number;
  blocks: number;
  /** Football: the average of his match ratings (0.01, as 评分榜 and 对比); null before he is rated. */
  rating: number | null;
}

export interface PlayerMatchLine {
  match: MatchSummary;
  /** Football: goals/assists/minutes; basketball: points/rebounds/assists/minutes. */
  line: Record<string, number>;
}

/**
 * One season of a player's career: the current one summed from the stored match lines, past ones from the
 * figures tables (server/data/people/*-figures.json) with their source. A figure no source gives is null.
 */
export interface PlayerCareerSeason {
  /** 2024-25, or the current season's name (2026/27). */
  season: string;
  club: string;
  /** The league's short name (英超, NBA); empty when the source does not say. */
  league: string;
  current: boolean;
  appearances: number | null;
  starts: number | null;
  /** Football: total minutes; basketball: minutes per game. */
  minutes: number | null;
  /** Football totals. */
  goals: number | null;
  assists: number | null;
  /** Basketball per-game averages. */
  points: number | null;
  rebounds: number | null;
  assistsPerGame: number | null;
  source: string;
}

export interface PlayerDetailData {
  /**
   * birthDate is `YYYY-MM-DD`, or `YYYY` when only the year is known, null when unknown; weight and foot
   * are null when not known (a real player's weight always). No market value: a generated figure beside a
   * real person misleads.
   */
  player: PlayerSummary & {
    weight: number | null;
    foot: string | null;
    birthDate: string | null;
    /** What else fans call him (C罗, 字母哥), from the people tables; empty for most players. */
    aliases: string[];
  };
  team: TeamRef;
  /** The current league season: the sums of the player's stored match lines. */
  seasonStats: PlayerSeasonStats;
  recentMatches: PlayerMatchLine[];
  /** The current season first, then past seasons newest first (only the current one when no source has more). */
  career: PlayerCareerSeason[];
}

/** One season a team's 数据 section can show: its league's current season or a past one it played in. */
export interface TeamStatsSeason {
  leagueId: number;
  leagueShortName: string;
  /** 2026-27: the `season` query parameter. */
  code: string;
  name: string;
  current: boolean;
}

/**
 * A team's statistics over one season (`GET /sportapi/teams/:id/stats`): the record from the season's finished
 * matches, the technical figures summed from its players' stored match lines. Per-game figures are rounded to
 * 0.1 (goals and xG 0.01, percentages 0.1). Technical figures (xG, shots) are null for a past season of real
 * results, which has scores only.
 */
export interface TeamStatsData {
  sport: Sport;
  season: TeamStatsSeason;
  /** Every season the team has data for: the current one first, then past ones newest first. */
  seasons: TeamStatsSeason[];
  played: number;
  won: number;
  drawn: number;
  lost: number;
  football: {
    goalsForPerGame: number;
    goalsAgainstPerGame: number;
    xgForPerGame: number | null;
    xgAgainstPerGame: number | null;
    shotsPerGame: number | null;
    shotsOnTargetPerGame: number | null;
    cleanSheets: number;
  } | null;
  basketball: {
    pointsForPerGame: number;
    pointsAgainstPerGame: number;
    reboundsPerGame: number;
    assistsPerGame: number;
    /** Made / attempted, %; null before any attempt. */
    threePct: number | null;
    fieldGoalPct: number | null;
  } | null;
}

export interface TeamStatsQuery {
  /** A season code; the team's league's current season when not set. */
  season?: string;
  /** The competition of that season (a past 欧冠 and 英超 share a code); the team's own league when not set. */
  leagueId?: number;
}

/**
 * One player's current season summed from his stored match lines (`GET /sportapi/players/:id/season`), for
 * the player comparison: the same sums as his boards' values and his page's season. Football totals (xG 0.01)
 * and his average rating; basketball per game (0.1).
 */
export interface PlayerSeasonLineData {
  playerId: number;
  name: string;
  sport: Sport;
  position: string;
  team: TeamRef;
  seasonName: string;
  leagueName: string;
  appearances: number;
  minutes: number;
  football: {
    goals: number;
    assists: number;
    xg: number;
    /** Average match rating; null before he is rated. */
    rating: number | null;
    cleanSheets: number;
  } | null;
  basketball: {
    points: number;
    rebounds: number;
    assists: number;
    steals: number;
    blocks: number;
    threesMade: number;
    /** Made / attempted, %; null before any attempt. */
    threePct: number | null;
  } | null;
}
