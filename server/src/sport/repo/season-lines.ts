import { sql } from 'kysely';
import type { Sport } from '@jincheng/shared/core';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { countingGames } from './counting-games';
import { LINE_FIGURES, LINE_FIGURE_KEYS, noFigures, type LineFigures } from '../line-figures';

/**
 * A player's season: the sums of his stored match lines (sport_player_lines) in one season — every figure of
 * line-figures.ts, his appearances (lines) and starts, and his ratings' sum and count (the average is
 * ratingSum / rated).
 */
export interface SeasonSums extends LineFigures {
  playerId: number;
  teamId: number;
  appearances: number;
  starts: number;
  ratingSum: number;
  rated: number;
}

const SUMS = sql.raw(LINE_FIGURE_KEYS.map((k) => `SUM(${LINE_FIGURES[k]}) ${LINE_FIGURES[k]}`).join(', '));

/**
 * The season sums of every player with a line in the season, or of one team's or one player's (PostgreSQL
 * answers SUM and COUNT as text: every figure is made a number).
 */
export async function seasonSums(
  ctx: SportContext,
  seasonId: number,
  only: { teamId?: number; playerId?: number } = {},
): Promise<SeasonSums[]> {
  const team = only.teamId === undefined ? sql`` : sql` AND team_id = ${only.teamId}`;
  const player = only.playerId === undefined ? sql`` : sql` AND player_id = ${only.playerId}`;
  const league = await first(
    ctx.db.qb,
    sql<{ sport: Sport }>`SELECT l.sport FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id
      WHERE s.id = ${seasonId}`,
  );
  // Only the games that count in the season (not the NBA杯 final, counting-games.ts).
  const counting =
    league?.sport === 'basketball'
      ? sql` AND match_id IN (SELECT id FROM sport_matches WHERE season_id = ${seasonId}${countingGames('basketball')})`
      : sql``;
  const rows = await all(
    ctx.db.qb,
    sql<Record<string, number | string | null>>`SELECT player_id, team_id, count(*) appearances,
      SUM(started) starts, SUM(rating) rating_sum, count(rating) rated, ${SUMS}
      FROM sport_player_lines WHERE season_id = ${seasonId}${team}${player}${counting}
      GROUP BY player_id, team_id`,
  );
  return rows.map((r) => {
    const sums = noSums(Number(r.player_id), Number(r.team_id));
    sums.appearances = Number(r.appearances ?? 0);
    sums.starts = Number(r.starts ?? 0);
    sums.ratingSum = Number(r.rating_sum ?? 0);
    sums.rated = Number(r.rated ?? 0);
    for (const key of LINE_FIGURE_KEYS) sums[key] = Number(r[LINE_FIGURES[key]] ?? 0);
    return sums;
  });
}

/** One decimal, as per-game figures are shown. */
export const perGame = (total: number, games: number) => (games ? Math.round((total / games) * 10) / 10 : 0);

/** Two decimals (xG, ratings). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** His average match rating (two decimals); null before he is rated. */
export const averageRating = (s: Pick<SeasonSums, 'ratingSum' | 'rated'>) =>
  s.rated ? round2(s.ratingSum / s.rated) : null;

/** Made / attempted in %, one decimal; null before any attempt. */
export const percent = (made: number, attempted: number) =>
  attempted ? Math.round((made / attempted) * 1000) / 10 : null;

/** The empty season of a player without a line yet. */
export function noSums(playerId: number, teamId: number): SeasonSums {
  return { playerId, teamId, appearances: 0, starts: 0, ratingSum: 0, rated: 0, ...noFigures() };
}
