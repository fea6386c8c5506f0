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
  /** Team xG (sum of the shots' xG, 0.01 steps), whole match and per half. */
  expectedGoals: ScorePair;
  expectedGoalsFirstHalf: ScorePair;
  expectedGoalsSecondHalf: ScorePair;
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
  /** Match rating 3.0–10.0 from his events and minutes, live and final; null before 10 minutes played. */
  rating: number | null;
  /** A substitute who came on: the minute label (`62'`); null otherwise. */
  cameOn: string | null;
  /** A starter taken off or sent off: the minute label; null otherwise. */
  wentOff: string | null;
}

export type ShotOutcome = 'goal' | 'saved' | 'off_target' | 'blocked';

/** One shot: where it was taken from, how, and its xG (docs/scores.md, "xG and the shot map"). */
export interface Shot {
  id: number;
  side: 'home' | 'away';
  playerId: number;
  playerName: string;
  minuteLabel: string;
  /** Metres out from the goal line attacked (0–52.5) and across from the middle (−34 … 34, left negative). */
  x: number;
  y: number;
  body: 'foot' | 'head';
  situation: 'open_play' | 'fast_break' | 'set_piece' | 'free_kick' | 'penalty';
  xg: number;
  outcome: ShotOutcome;
}

/** One played minute of attacking pressure: −100 … 100, positive when the home side presses. */
export interface MomentumMinute {
  minute: number;
  stoppage: number;
  value: number;
}

export interface BestPlayer {
  playerId: number;
  name: string;
  side: 'home' | 'away';
  rating: number;
}

export interface Lineup {
  /** 预计首发: the likely XI before the official line-up is out (an hour before kickoff). */
  expected?: boolean;
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

/** One player out of a match (伤停): injured (simulated in the present), or banned by the competition's card rules. */
export interface MatchAbsence {
  playerId: number;
  name: string;
  number: number;
  position: string;
  kind: 'injury' | 'suspension';
  /** 腿筋拉伤, 膝伤 …; 累计5张黄牌停赛, 红牌停赛 … */
  reason: string;
  /** Injury: the expected return (ISO), null when unknown. */
  returnAt: string | null;
  /** Suspension: matches of the ban left, this one included. */
  matches: number | null;
}

export interface MatchAnalysis {
  /** 伤停 of each side as known now: injuries that keep the player out at kickoff, and bans. */
  absences?: { home: MatchAbsence[]; away: MatchAbsence[] };
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
  /** The shots so far, oldest first (empty before kickoff). */
  shots: Shot[];
  /** Attacking pressure of every minute played so far. */
  momentum: MomentumMinute[];
  /** The best-rated player so far (最佳球员 once finished); null until anyone is rated. */
  bestPlayer: BestPlayer | null;
  /** A past season's result: only the score (and half-time) is known; no events, stats or lineups. */
  resultOnly?: boolean;
  /**
   * Set on a past result that is simulated, not real: the last day of the season's real results (YYYY-MM-DD);
   * the rest of that season was completed by simulation held to its real outcome.
   */
  simulatedAfter?: string;
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
  /** Efficiency: PTS + REB + AST + STL + BLK − missed FG − missed FT − TO. */
  efficiency: number;
  playerId: number;
  name: string;
  number: number;
  position: string;
  /** One of the five who started the game (首发); the others are 替补. */
  starter: boolean;
  minutes: number;
  /**
   * +/-: the team's points minus the opponent's while this player was on court (0 before he plays); a side's
   * +/- add up to 5 × its margin.
   */
  plusMinus: number;
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
    | 'score2'
    | 'score3'
    | 'free_throw'
    | 'miss2'
    | 'miss3'
    | 'miss_ft'
    | 'foul'
    | 'technical'
    | 'timeout'
    | 'substitution'
    | 'period_start'
    | 'period_end';
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
