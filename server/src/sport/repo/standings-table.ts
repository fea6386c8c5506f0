import type { StandingRow, TeamRef } from '@jincheng/shared/core';

/** A colour band of a table: ranks from … to within the row's group, and its label (欧冠, 降级 …). */
export interface TableZone {
  from: number;
  to: number;
  label: string;
}

type Result = TableInput['rows'][number];

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
  /**
   * head-to-head: clubs level on points are ranked by the games between them first (西甲, 意甲 past seasons,
   * history/season-rules.ts); otherwise goal difference, then goals scored.
   */
  tieBreak?: 'goals' | 'head-to-head';
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
    // Shown as the NBA prints it, to three places (7–9 is .438); ranked on the exact share.
    winPct: s.played ? Math.round((s.won / s.played) * 1000) / 1000 : 0,
  }));
  const share = (s: { won: number; played: number }) => (s.played ? s.won / s.played : 0);
  // Groups (NBA conferences, 亚冠精英 regions) are ranked on their own; zones apply within each group.
  table.sort(
    (a, b) =>
      order(a.group, b.group) ||
      (basketball ? share(b) - share(a) : b.points - a.points) ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.team.id - b.team.id,
  );
  if (input.tieBreak === 'head-to-head' && !basketball) headToHead(table, input.rows);
  const zones = JSON.parse(input.zones) as TableZone[];
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

/**
 * Re-orders each run of clubs level on points (same group) by the games between them: their points in those
 * games, then the goal difference in them, then overall goal difference and goals scored. A tie still left
 * among some of them is settled by their own games again. Only once every game between them has been played
 * (twice for each pair, home and away); before that the run keeps the goal-difference order.
 */
function headToHead(table: StandingRow[], rows: Result[]): void {
  for (let i = 0; i < table.length;) {
    const a = table[i] as StandingRow;
    let j = i + 1;
    while (j < table.length && table[j]?.points === a.points && table[j]?.group === a.group) j++;
    if (j - i > 1) table.splice(i, j - i, ...rankTied(table.slice(i, j), rows));
    i = j;
  }
}

function rankTied(tied: StandingRow[], rows: Result[]): StandingRow[] {
  const ids = new Set(tied.map((r) => r.team.id));
  const games = rows.filter((r) => ids.has(r.home_id) && ids.has(r.away_id));
  if (tied.length < 2 || games.length < tied.length * (tied.length - 1)) return tied;
  const mini = new Map(tied.map((r) => [r.team.id, { points: 0, gd: 0 }]));
  for (const g of games) {
    const home = mini.get(g.home_id) as { points: number; gd: number };
    const away = mini.get(g.away_id) as { points: number; gd: number };
    home.gd += g.home_score - g.away_score;
    away.gd += g.away_score - g.home_score;
    if (g.home_score > g.away_score) home.points += 3;
    else if (g.home_score < g.away_score) away.points += 3;
    else {
      home.points++;
      away.points++;
    }
  }
  const key = (r: StandingRow) => mini.get(r.team.id) as { points: number; gd: number };
  const sorted = [...tied].sort(
    (x, y) =>
      key(y).points - key(x).points ||
      key(y).gd - key(x).gd ||
      y.goalDifference - x.goalDifference ||
      y.goalsFor - x.goalsFor ||
      x.team.id - y.team.id,
  );
  // Clubs still level on the games between them: when that settled some of the run, their own games decide.
  const out: StandingRow[] = [];
  for (let i = 0; i < sorted.length;) {
    const k = key(sorted[i] as StandingRow);
    let j = i + 1;
    while (
      j < sorted.length &&
      key(sorted[j] as StandingRow).points === k.points &&
      key(sorted[j] as StandingRow).gd === k.gd
    )
      j++;
    const same = sorted.slice(i, j);
    out.push(...(same.length > 1 && same.length < sorted.length ? rankTied(same, rows) : same));
    i = j;
  }
  return out;
}
