import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';

/** A player's season: the sums of his stored match lines (sport_player_lines) in one season. */
export interface SeasonSums {
  playerId: number;
  teamId: number;
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellow: number;
  red: number;
  points: number;
  rebounds: number;
  steals: number;
  blocks: number;
  threes: number;
}

const KEYS = [
  'appearances',
  'starts',
  'minutes',
  'goals',
  'assists',
  'yellow',
  'red',
  'points',
  'rebounds',
  'steals',
  'blocks',
  'threes',
] as const;

/**
 * The season sums of every player with a line in the season, or of one team's or one player's (PostgreSQL
 * answers SUM as text: every figure is made a number).
 */
export async function seasonSums(
  ctx: SportContext,
  seasonId: number,
  only: { teamId?: number; playerId?: number } = {},
): Promise<SeasonSums[]> {
  const team = only.teamId === undefined ? sql`` : sql` AND team_id = ${only.teamId}`;
  const player = only.playerId === undefined ? sql`` : sql` AND player_id = ${only.playerId}`;
  const rows = await all(
    ctx.db.qb,
    sql<Record<string, number | string>>`SELECT player_id, team_id, count(*) appearances, SUM(started) starts,
      SUM(minutes) minutes, SUM(goals) goals, SUM(assists) assists, SUM(yellow) yellow, SUM(red) red,
      SUM(points) points, SUM(rebounds) rebounds, SUM(steals) steals, SUM(blocks) blocks, SUM(threes) threes
      FROM sport_player_lines WHERE season_id = ${seasonId}${team}${player} GROUP BY player_id, team_id`,
  );
  return rows.map((r) => {
    const sums = { playerId: Number(r.player_id), teamId: Number(r.team_id) } as SeasonSums;
    for (const key of KEYS) sums[key] = Number(r[key] ?? 0);
    return sums;
  });
}

/** One decimal, as per-game figures are shown. */
export const perGame = (total: number, games: number) => (games ? Math.round((total / games) * 10) / 10 : 0);

/** The empty season of a player without a line yet. */
export function noSums(playerId: number, teamId: number): SeasonSums {
  const sums = { playerId, teamId } as SeasonSums;
  for (const key of KEYS) sums[key] = 0;
  return sums;
}
