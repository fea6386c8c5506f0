import type { BasketballLine } from '../seed/basketball-figures';
import type { MatchStatus } from '@jincheng/shared/core';

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
  /** Basketball: his per-game line (minutes, points, rebounds …), which the rotation and the plays follow. */
  line?: BasketballLine;
  /**
   * Football (engine/player-rates.ts): a real player of the people tables (fillers come after every real
   * player of their club), his first-choice standing 0…1 and his goals and assists per 90 minutes. Unset
   * (tests' hand-made squads), the line-up orders by skill and the crediting uses position defaults.
   */
  real?: boolean;
  start?: number;
  goals90?: number;
  assists90?: number;
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

/** A timeline marker (kickoff, half-time, period start …): no side, no player, no points. */
export function markerEvent(
  at: Pick<ScriptEvent, 't' | 'period' | 'minute' | 'stoppage' | 'clock'>,
  kind: string,
  text: string,
): ScriptEvent {
  return { ...at, side: null, kind, playerId: null, relatedId: null, points: 0, text };
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

/** A match before it starts: the state every script begins from. */
export function scheduledState(): MatchState {
  return {
    status: 'scheduled',
    minute: null,
    stoppage: null,
    period: null,
    clock: null,
    homeScore: 0,
    awayScore: 0,
    homeHt: null,
    awayHt: null,
    homeYellow: 0,
    awayYellow: 0,
    homeRed: 0,
    awayRed: 0,
    homeCorners: null,
    awayCorners: null,
    periods: [],
    visible: 0,
  };
}

/** A state's values in the column order of sport_matches (status … periods), for the seed's INSERT and the
 * simulator's UPDATE alike. */
export function stateColumns(s: MatchState) {
  return [
    s.status,
    s.minute,
    s.stoppage,
    s.period,
    s.clock,
    s.homeScore,
    s.awayScore,
    s.homeHt,
    s.awayHt,
    s.homeYellow,
    s.awayYellow,
    s.homeRed,
    s.awayRed,
    s.homeCorners,
    s.awayCorners,
    JSON.stringify(s.periods),
  ] as const;
}
