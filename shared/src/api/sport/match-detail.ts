import type { ScorePair } from './common';
import type { MatchSummary } from './match';
import type { StandingRow } from './league';

export type FootballEventKind =
  | 'goal'
  | 'penalty'
  | 'own_goal'
  | 'missed_penalty'
  | 'yellow'
  | 'second_yellow'
  | 'red'
  | 'substitution'
  | 'var'
  | 'kickoff'
  | 'half_time'
  | 'full_time'
  | 'comment';

export interface MatchEvent {
  id: number;
  kind: FootballEventKind;
  minute: number;
  stoppage: number;
  /** `23'`, `90+3'`. */
  minuteLabel: string;
  side: 'home' | 'away' | null;
  playerId: number | null;
  playerName: string | null;
  /** Assist for a goal, the player coming on for a substitution. */
  relatedPlayerId: number | null;
  relatedPlayerName: string | null;
  /** Score after the event. */
  score: ScorePair;
  text: string;
}

export interface FootballStats {
  possession: ScorePair;
  shots: ScorePair;
  shotsOnTarget: ScorePair;
  attacks: ScorePair;
  dangerousAttacks: ScorePair;
  corners: ScorePair;
  fouls: ScorePair;
  offsides: ScorePair;
  yellowCards: ScorePair;
  redCards: ScorePair;
}

export interface LineupPlayer {
  playerId: number;
  name: string;
  number: number;
  position: 'G' | 'D' | 'M' | 'F';
  /** Position on a pitch drawn from the team's own goal: x across (0–100), y up the pitch (0–100). */
  x: number;
  y: number;
  captain: boolean;
  /** Match rating, finished and live matches only. */
  rating: number | null;
}

export interface Lineup {
  formation: string;
  coach: string;
  starters: LineupPlayer[];
  bench: LineupPlayer[];
}

export interface FormEntry {
  matchId: number;
  kickoff: string;
  leagueShortName: string;
  opponentId: number;
  opponentName: string;
  atHome: boolean;
  goalsFor: number;
  goalsAgainst: number;
  result: 'W' | 'D' | 'L';
}

export interface MatchAnalysis {
  h2h: MatchSummary[];
  form: { home: FormEntry[]; away: FormEntry[] };
  /** The league table with both teams in it (empty for cups without a table). */
  standings: StandingRow[];
}

export interface FootballMatchDetail extends MatchAnalysis {
  sport: 'football';
  match: MatchSummary;
  /** Timeline events (no commentary lines), oldest first. */
  events: MatchEvent[];
  stats: FootballStats | null;
  lineups: { home: Lineup; away: Lineup } | null;
  /** Text commentary, newest first, as live pages show it. */
  commentary: MatchEvent[];
  referee: string;
}

export interface BasketballTeamStats {
  points: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
}

export interface BoxScoreRow extends Omit<BasketballTeamStats, 'fieldGoalsMade' | 'fieldGoalsAttempted'> {
  playerId: number;
  name: string;
  number: number;
  position: string;
  starter: boolean;
  minutes: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
}

export interface PlayByPlayEntry {
  id: number;
  period: number;
  /** Seconds left in the period. */
  clock: number;
  side: 'home' | 'away' | null;
  kind:
    'score2' | 'score3' | 'free_throw' | 'foul' | 'timeout' | 'substitution' | 'period_start' | 'period_end';
  points: number;
  playerId: number | null;
  playerName: string | null;
  score: ScorePair;
  text: string;
}

export interface BasketballMatchDetail extends MatchAnalysis {
  sport: 'basketball';
  match: MatchSummary;
  /** 第一节 … 第四节, 加时 1 …, with the points scored in each. */
  quarters: Array<{ label: string; home: number; away: number }>;
  teamStats: { home: BasketballTeamStats; away: BasketballTeamStats } | null;
  boxScore: { home: BoxScoreRow[]; away: BoxScoreRow[] } | null;
  /** Newest first. */
  playByPlay: PlayByPlayEntry[];
}

export type MatchDetail = FootballMatchDetail | BasketballMatchDetail;
