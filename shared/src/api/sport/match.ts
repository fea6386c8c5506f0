import type { LeagueRef, Page, PageQuery, ScorePair, ShanghaiDate, Sport, TeamRef } from './common';
import type { ModelBar } from './model';
import type { CompetitionStage } from './stage';
import type { MatchPhase, MatchStatus } from './status';

export type MatchListStatus = 'all' | 'live' | 'finished' | 'upcoming';

export interface MatchListQuery extends PageQuery {
  sport: Sport;
  /** Defaults to today in Asia/Shanghai. */
  date?: ShanghaiDate;
  status?: MatchListStatus;
  /** Comma-separated league ids, e.g. `1,2,3`. */
  leagueIds?: string;
}

/** One row of a scores list. Basketball lists show `away` on the left, `home` on the right. */
export interface MatchSummary {
  id: number;
  sport: Sport;
  league: LeagueRef;
  seasonId: number;
  round: number;
  /** 第12轮, 联赛阶段第5轮, 1/8决赛首回合, 决赛 (see `roundLabel`). */
  roundName: string;
  /** Where the match sits in its competition: regular season, league phase or a knock-out round. */
  stage: CompetitionStage;
  /** 1 or 2 in a two-legged knock-out tie; null otherwise. */
  leg: number | null;
  /** 亚冠精英 league-stage region (东区/西区); null elsewhere (NBA games cross conferences). */
  group: string | null;
  /** ISO 8601 in UTC; show it in Asia/Shanghai. */
  kickoff: string;
  /** Kickoff time not yet fixed (待定): show the date only. */
  kickoffTbd: boolean;
  status: MatchStatus;
  statusLabel: string;
  phase: MatchPhase;
  /** Football: the running minute (45 during 45+ stoppage); null before kickoff and after the end. */
  minute: number | null;
  /**
   * Football, while a period runs: when its clock started (epoch ms, counted at one match second per real
   * second), so the minute ticks between feed events; null otherwise.
   */
  periodStartedAt: number | null;
  /** Football stoppage minutes already played (the "2" of 45+2). */
  stoppage: number | null;
  /** What to print in the status column: `67'`, `45+2'`, `中场`, `第三节 05:12`, `完场`, `20:00`. */
  clockLabel: string;
  /** Basketball: current period (1–4, 5+ overtime). */
  period: number | null;
  /** Basketball: seconds left in the period. */
  clock: number | null;
  home: TeamRef;
  away: TeamRef;
  homeScore: number | null;
  awayScore: number | null;
  halfTime: ScorePair | null;
  cards: { homeYellow: number; awayYellow: number; homeRed: number; awayRed: number };
  corners: ScorePair | null;
  /** Basketball quarter (and overtime) scores so far. */
  periods: ScorePair[];
  hasIntelligence: boolean;
  hasSolutions: boolean;
  venue: string;
  /**
   * How big the match is, 0–100, from the competition's tier, both sides' places in the table, a known
   * rivalry and a knock-out's round (server/src/sport/repo/importance.ts); lists put the big ones first.
   */
  importance: number;
  /** `importance` ≥ 60: listed by /match's 重要 filter. */
  important: boolean;
  /**
   * The match lists (GET /sportapi/matches) only: the model's frozen forecast as a compact bar (issue 50);
   * absent when the match has none.
   */
  model?: ModelBar;
}

export interface MatchListLeague extends LeagueRef {
  count: number;
}

export interface MatchListData extends Page<MatchSummary> {
  date: ShanghaiDate;
  /** Latest live-feed event id when the list was read: connect the feed with `lastEventId` = this. */
  eventId: number;
  counts: Record<MatchListStatus, number>;
  /** Leagues playing that day (before the league filter), for the filter dialog. */
  leagues: MatchListLeague[];
}

/** Days that have matches, for the date bar. */
export interface MatchDaysData {
  today: ShanghaiDate;
  days: Array<{ date: ShanghaiDate; count: number; live: number }>;
}
