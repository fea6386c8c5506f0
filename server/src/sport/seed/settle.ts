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

/**
 * An expert's record is his history: red, black, the current run of 红 (streak) and his longest one, over the
 * solutions he published that settled, in publishing order; his tag says what the record shows.
 */
export function expertRecordSql(): string {
  return `WITH s AS (
      SELECT expert_id, result, SUM(CASE WHEN result = 'black' THEN 1 ELSE 0 END) OVER (
        PARTITION BY expert_id ORDER BY published_at, id ROWS UNBOUNDED PRECEDING) g
      FROM sport_solutions WHERE result IN ('red', 'black')),
    runs AS (SELECT expert_id, g, SUM(CASE WHEN result = 'red' THEN 1 ELSE 0 END) n FROM s GROUP BY expert_id, g)
    UPDATE sport_experts SET
      red = (SELECT count(*) FROM s WHERE s.expert_id = sport_experts.id AND s.result = 'red'),
      black = (SELECT count(*) FROM s WHERE s.expert_id = sport_experts.id AND s.result = 'black'),
      streak = COALESCE((SELECT n FROM runs WHERE runs.expert_id = sport_experts.id ORDER BY g DESC LIMIT 1), 0),
      best_streak = COALESCE((SELECT MAX(n) FROM runs WHERE runs.expert_id = sport_experts.id), 0);
    UPDATE sport_experts SET tags = CASE
      WHEN streak >= 3 THEN '["连红"]'
      WHEN red + black >= 3 AND red * 10 >= (red + black) * 6 THEN '["高命中"]'
      WHEN red + black = 0 THEN '["新人"]'
      ELSE '["稳健"]' END`;
}

export async function settleSolutions(exec: Exec, matchId: number): Promise<void> {
  await sql.raw(settleSql(matchId)).execute(exec);
  for (const statement of expertRecordSql().split(';')) await sql.raw(statement).execute(exec);
}
