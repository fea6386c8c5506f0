import type { StandingRow } from '@jincheng/shared';

export interface StandingGroup {
  name: string;
  rows: StandingRow[];
}

/**
 * A grouped table (NBA 东部/西部, 亚冠精英 东区/西区) as one table per group, in the API's order; the API
 * already ranks each group on its own. Null for a one-table league.
 */
export function splitGroups(rows: readonly StandingRow[]): StandingGroup[] | null {
  if (!rows.some((row) => row.group)) return null;
  const groups: StandingGroup[] = [];
  for (const row of rows) {
    const name = row.group ?? '其他';
    let group = groups.find((g) => g.name === name);
    if (!group) groups.push((group = { name, rows: [] }));
    group.rows.push(row);
  }
  return groups;
}
