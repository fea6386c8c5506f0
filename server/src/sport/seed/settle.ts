import { sql } from 'kysely';
import type { Exec } from '../../db/database';

/**
 * 红 when the pick came true, 黑 otherwise, for the pending solutions of finished matches (all of them, or
 * one match). The seed runs it on its own SQLite; the simulator whenever it ends a match.
 */
export function settleSql(matchId?: number): string {
  const one = matchId === undefined ? '' : ` AND id = ${Math.trunc(matchId)}`;
  return `UPDATE sport_solutions SET result = CASE
      WHEN (SELECT CASE WHEN home_score > away_score THEN 'home' WHEN home_score < away_score THEN 'away' ELSE 'draw' END
            FROM sport_matches m WHERE m.id = match_id) = pick_side THEN 'red' ELSE 'black' END
    WHERE result = 'pending' AND match_id IN (SELECT id FROM sport_matches WHERE status = 'finished'${one})`;
}

export async function settleSolutions(exec: Exec, matchId: number): Promise<void> {
  await sql.raw(settleSql(matchId)).execute(exec);
}
