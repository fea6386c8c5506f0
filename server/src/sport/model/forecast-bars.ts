import type { ModelBar } from '@jincheng/shared/core';
import { sql } from 'kysely';
import type { Exec } from '../../db/database';
import { all } from '../../db/query';
import type { Forecast } from './forecast';

/**
 * The compact bar of each listed match that has an open frozen forecast (lists and 情报, issue 50): P(主胜, 平,
 * 客胜) (basketball P(主胜, 客胜)) rounded to 3 decimals. One query per list; never fits or writes, so a match
 * without a frozen forecast has none (no bar rather than a made-up one).
 */
export async function frozenBars(exec: Exec, matchIds: readonly number[]): Promise<Map<number, ModelBar>> {
  const bars = new Map<number, ModelBar>();
  if (matchIds.length === 0) return bars;
  const rows = await all(
    exec,
    sql<{ match_id: number; forecast: string }>`SELECT match_id, forecast FROM sport_forecasts
      WHERE voided_at IS NULL AND match_id IN (${sql.join([...new Set(matchIds)])})`,
  );
  const r3 = (p: number) => Math.round(p * 1000) / 1000;
  for (const row of rows) {
    const f = JSON.parse(row.forecast) as Forecast;
    bars.set(
      Number(row.match_id),
      f.sport === 'football' ? [r3(f.home), r3(f.draw), r3(f.away)] : [r3(f.home), r3(f.away)],
    );
  }
  return bars;
}
