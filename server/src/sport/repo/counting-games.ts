import { sql, type RawBuilder } from 'kysely';
import type { Sport } from '@jincheng/shared/core';

/**
 * The stages whose games count in a basketball season's table and totals: the regular season, with the NBA杯's
 * quarter-finals and semi-finals (they are regular-season games); the NBA杯 final is not, so its result, minutes
 * and points are in no record, average or leaders board (as the NBA counts them). A football season counts every
 * game it holds (a cup season's final included).
 */
export const BASKETBALL_COUNTING_STAGES = ['regular', 'league_phase', 'quarter_final', 'semi_final'] as const;

/**
 * The SQL condition that keeps a season's counting games, on the sport_matches columns of `alias` (`m.` or
 * none): an empty fragment for football.
 */
export function countingGames(sport: Sport, alias = ''): RawBuilder<unknown> {
  if (sport !== 'basketball') return sql``;
  const stages = sql.join(BASKETBALL_COUNTING_STAGES.map((s) => sql`${s}`));
  return sql` AND ${sql.raw(alias)}stage IN (${stages})`;
}
