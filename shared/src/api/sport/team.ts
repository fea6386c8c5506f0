import type { LeagueRef, PageQuery, SeasonRecord, Sport, TeamRef } from './common';
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
  age: number;
  height: number;
  photo: string;
}

export interface TeamSeasonStats extends SeasonRecord {
  rank: number | null;
  /** Per-game averages, for the stats tab. */
  avgFor: number;
  avgAgainst: number;
  cleanSheets: number;
}

export interface TeamDetailData {
  team: TeamProfile;
  squad: PlayerSummary[];
  stats: TeamSeasonStats;
  fixtures: MatchSummary[];
  results: MatchSummary[];
  /** Past seasons of real results the team played in (a league's table stage), newest first. */
  pastSeasons: TeamPastSeason[];
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
  rating: number;
}

export interface PlayerMatchLine {
  match: MatchSummary;
  /** Football: goals/assists/minutes; basketball: points/rebounds/assists/minutes. */
  line: Record<string, number>;
}

export interface PlayerDetailData {
  player: PlayerSummary & { weight: number; foot: string; birthDate: string; marketValue: string };
  team: TeamRef;
  seasonStats: PlayerSeasonStats;
  recentMatches: PlayerMatchLine[];
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
 * A team's statistics over one season (`GET /sportapi/teams/:id/stats`), summed from the season's finished
 * matches. Per-game figures are rounded to 0.1 (xG 0.01, percentages 0.1). Technical figures (xG, possession,
 * shots) are null for a past season of real results, which has scores only.
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
    /** Average possession, %. */
    possession: number | null;
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
 * One player's current season summed from his match lines (`GET /sportapi/players/:id/season`), for the
 * player comparison. Football totals and averages; basketball per game.
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
