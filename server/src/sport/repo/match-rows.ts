import type {
  CompetitionStage,
  LeagueRef,
  MatchStatus,
  MatchSummary,
  Sport,
  TeamRef,
} from '@jincheng/shared/core';
import {
  MATCH_STATUS_LABELS,
  MATCH_STATUS_PHASE,
  clockLabel,
  roundLabel,
  SPORT_API,
} from '@jincheng/shared/core';
import { sql, type Selectable } from 'kysely';
import type { SportTables } from '../../db/schema-sport';
import { periodStartedAt } from '../live/period-start';
import { CUP_VENUE } from '../nba/cup-rules';
import { isoUtc } from '../time';
import { IMPORTANT_AT, matchImportance, type TablePlace } from './importance';

/** One SELECT shape for every place that returns match rows, so every list carries the same fields. */
export const MATCH_SELECT = sql.raw(`SELECT m.*, l.short_name l_short, l.name l_name, l.color l_color,
  h.name h_name, h.short_name h_short, h.name_en h_en, a.name a_name, a.short_name a_short, a.name_en a_en, h.venue venue,
  ss.first_day s_first_day
  FROM sport_matches m JOIN sport_leagues l ON l.id = m.league_id
  LEFT JOIN sport_seasons ss ON ss.id = m.season_id
  JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id`);

/** A stored match row (db/schema-sport.ts) with its enums typed, plus the joined league and team names. */
export type MatchRow = Omit<Selectable<SportTables['sport_matches']>, 'sport' | 'status' | 'stage'> & {
  sport: Sport;
  status: MatchStatus;
  stage: CompetitionStage;
  l_short: string;
  l_name: string;
  l_color: string;
  h_name: string;
  h_short: string;
  h_en: string;
  a_name: string;
  a_short: string;
  a_en: string;
  venue: string;
  /** The season's game-day start (game-night leagues), else null. */
  s_first_day: string | null;
};

/** A team's rank in a season's table; `place` (standings.ts) adds what a match's importance reads. */
export type RankLookup = ((seasonId: number, teamId: number) => number | null) & {
  place?: (seasonId: number, teamId: number) => TablePlace | null;
};

export function teamRef(id: number, name: string, short: string, en: string, rank: number | null): TeamRef {
  return { id, name, shortName: short, nameEn: en, logo: SPORT_API.teamBadge(id), rank };
}

export function leagueRef(row: MatchRow): LeagueRef {
  return {
    id: row.league_id,
    sport: row.sport,
    name: row.l_name,
    shortName: row.l_short,
    color: row.l_color,
  };
}

export function toSummary(row: MatchRow, rank: RankLookup): MatchSummary {
  const started =
    row.status !== 'scheduled' &&
    row.status !== 'tbd' &&
    row.status !== 'postponed' &&
    row.status !== 'cancelled';
  const football = row.sport === 'football';
  const summary: MatchSummary = {
    id: row.id,
    sport: row.sport,
    league: leagueRef(row),
    seasonId: row.season_id,
    round: row.round,
    roundName: roundLabel(row.stage, row.round, row.leg, row.s_first_day, row.grp),
    stage: row.stage,
    leg: row.leg,
    group: row.grp,
    kickoff: isoUtc(row.kickoff),
    kickoffTbd: row.kickoff_tbd === 1,
    status: row.status,
    statusLabel: MATCH_STATUS_LABELS[row.status],
    phase: MATCH_STATUS_PHASE[row.status],
    minute: football && MATCH_STATUS_PHASE[row.status] === 'live' ? row.minute : null,
    periodStartedAt: periodStartedAt({ ...row, simT: row.sim_t }, Date.now()),
    stoppage: football && MATCH_STATUS_PHASE[row.status] === 'live' ? row.stoppage : null,
    clockLabel: '',
    period: football ? null : row.period,
    clock: football ? null : row.clock,
    home: teamRef(row.home_id, row.h_name, row.h_short, row.h_en, rank(row.season_id, row.home_id)),
    away: teamRef(row.away_id, row.a_name, row.a_short, row.a_en, rank(row.season_id, row.away_id)),
    homeScore: started ? row.home_score : null,
    awayScore: started ? row.away_score : null,
    halfTime: row.home_ht !== null && row.away_ht !== null ? { home: row.home_ht, away: row.away_ht } : null,
    cards: {
      homeYellow: row.home_yellow,
      awayYellow: row.away_yellow,
      homeRed: row.home_red,
      awayRed: row.away_red,
    },
    corners: football && started ? { home: row.home_corners ?? 0, away: row.away_corners ?? 0 } : null,
    periods: JSON.parse(row.periods) as MatchSummary['periods'],
    hasIntelligence: row.has_intel === 1,
    hasSolutions: row.has_solutions === 1,
    // The NBA杯's semi-finals and final are played in Las Vegas, on neutral ground.
    venue: row.s_first_day && (row.stage === 'semi_final' || row.stage === 'final') ? CUP_VENUE : row.venue,
    importance: 0,
    important: false,
  };
  summary.clockLabel = clockLabel(summary);
  summary.importance = matchImportance({
    sport: row.sport,
    leagueShort: row.l_short,
    stage: row.stage,
    homeName: row.h_name,
    awayName: row.a_name,
    home: rank.place?.(row.season_id, row.home_id) ?? null,
    away: rank.place?.(row.season_id, row.away_id) ?? null,
  });
  summary.important = summary.importance >= IMPORTANT_AT;
  return summary;
}
