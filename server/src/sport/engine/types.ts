import type { MatchStatus } from '../../../../shared/src/api/sport';

/** A squad member as the match engine sees it. */
export interface EnginePlayer {
  id: number;
  name: string;
  number: number;
  /** Football: G/D/M/F; basketball: PG/SG/SF/PF/C. */
  position: string;
  skill: number;
  /** Basketball scoring weight (points per game). */
  ppg: number;
}

export interface EngineTeam {
  id: number;
  name: string;
  shortName: string;
  strength: number;
  coach: string;
  players: EnginePlayer[];
}

/** One scripted happening; `t` is seconds of real time after kickoff at which it becomes visible. */
export interface ScriptEvent {
  t: number;
  period: number;
  minute: number;
  stoppage: number;
  /** Basketball: seconds left in the period. */
  clock: number | null;
  side: 'home' | 'away' | null;
  kind: string;
  playerId: number | null;
  relatedId: number | null;
  /** Score change carried by the event (a VAR disallow is -1). */
  points: number;
  text: string;
}

/** What a match looks like at one instant: exactly the columns the simulator writes. */
export interface MatchState {
  status: MatchStatus;
  minute: number | null;
  stoppage: number | null;
  period: number | null;
  clock: number | null;
  homeScore: number;
  awayScore: number;
  homeHt: number | null;
  awayHt: number | null;
  homeYellow: number;
  awayYellow: number;
  homeRed: number;
  awayRed: number;
  homeCorners: number | null;
  awayCorners: number | null;
  periods: Array<{ home: number; away: number }>;
  /** How many script events are visible. */
  visible: number;
}
