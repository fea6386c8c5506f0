import type { StandingRow, TeamRef } from '@jincheng/shared/core';

interface Zone {
  from: number;
  to: number;
  label: string;
}

/** What a league table is computed from (repo/standings.ts reads it from the database). */
export interface TableInput {
  sport: string;
  /** JSON zone list of the league ('[]': no table, e.g. club friendlies). */
  zones: string;
  /** Finished table-stage matches, in kickoff order. */
  rows: Array<{ home_id: number; away_id: number; home_score: number; away_score: number }>;
  /** Every team of the table stage, played or not. */
  teamIds: Set<number>;
  teams: Map<number, TeamRef>;
  /** Team id → group (NBA conference, 亚冠精英 region). */
  groups: Map<number, string>;
}

const order = (a: string | null, b: string | null) =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

/** The ranked table: points (football) or win percentage (basketball), ranked within each group. */
export function buildTable(input: TableInput): StandingRow[] {
  if (input.zones === '[]') return [];
  const acc = new Map<number, StandingRow>();
  const get = (id: number): StandingRow => {
    let row = acc.get(id);
    if (!row) {
      row = {
        rank: 0,
        team: input.teams.get(id) as TeamRef,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        winPct: 0,
        gamesBehind: 0,
        form: '',
        zone: null,
        group: input.groups.get(id) ?? null,
      };
      acc.set(id, row);
    }
    return row;
  };
  for (const id of input.teamIds) get(id);
  for (const r of input.rows) {
    for (const [id, gf, ga] of [
      [r.home_id, r.home_score, r.away_score],
      [r.away_id, r.away_score, r.home_score],
    ] as const) {
      const s = get(id);
      s.played++;
      s.goalsFor += gf;
      s.goalsAgainst += ga;
      const res = gf > ga ? 'W' : gf < ga ? 'L' : 'D';
      if (res === 'W') s.won++;
      else if (res === 'L') s.lost++;
      else s.drawn++;
      s.form = (s.form + res).slice(-5);
    }
  }
  const basketball = input.sport === 'basketball';
  const table = [...acc.values()].map((s) => ({
    ...s,
    goalDifference: s.goalsFor - s.goalsAgainst,
    points: basketball ? s.won * 2 + s.lost : s.won * 3 + s.drawn,
    winPct: s.played ? Math.round((s.won / s.played) * 1000) / 1000 : 0,
  }));
  // Groups (NBA conferences, 亚冠精英 regions) are ranked on their own; zones apply within each group.
  table.sort(
    (a, b) =>
      order(a.group, b.group) ||
      (basketball ? b.winPct - a.winPct : b.points - a.points) ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.team.id - b.team.id,
  );
  const zones = JSON.parse(input.zones) as Zone[];
  const leaders = new Map<string, StandingRow>();
  let rank = 0;
  table.forEach((s, i) => {
    const key = s.group ?? '';
    rank = i > 0 && (table[i - 1]?.group ?? '') === key ? rank + 1 : 1;
    s.rank = rank;
    s.zone = zones.find((z) => s.rank >= z.from && s.rank <= z.to)?.label ?? null;
    if (!leaders.has(key)) leaders.set(key, s);
    const leader = leaders.get(key) as StandingRow;
    if (basketball) s.gamesBehind = (leader.won - s.won + (s.lost - leader.lost)) / 2;
  });
  return table;
}
