import type { LeagueRef, PageQuery, Sport, TeamRef } from './common';
import type { MatchSummary } from './match';

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
  name: string;
  currentRound: number;
  totalRounds: number;
}

/** Football: played/won/drawn/lost/goals/points; basketball: won/lost/pct/gamesBehind (drawn is 0). */
export interface StandingRow {
  rank: number;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  winPct: number;
  gamesBehind: number;
  /** Last five results, newest last: W/D/L. */
  form: string;
  /** Zone markers such as 欧冠, 降级 for the table's colour bands. */
  zone: string | null;
  /** NBA-style leagues: the club's conference (东部 / 西部) when the API gives one. */
  conference?: string | null;
}

export interface LeagueDetailData {
  league: LeagueItem;
  season: SeasonInfo;
  standings: StandingRow[];
}

export interface LeagueScheduleQuery {
  round?: number;
}

export interface LeagueScheduleData {
  season: SeasonInfo;
  round: number;
  roundName: string;
  matches: MatchSummary[];
}

/** Football: goals, assists (totals). Basketball: points, rebounds, assists (per game). */
export type LeaderType = 'goals' | 'assists' | 'points' | 'rebounds';

export interface LeadersQuery extends PageQuery {
  type?: LeaderType;
}

export interface PlayerLeaderRow {
  rank: number;
  playerId: number;
  name: string;
  team: TeamRef;
  /** Goals or assists (football), per-game average (basketball). */
  value: number;
  played: number;
}
