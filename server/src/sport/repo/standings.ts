import type { StandingRow, TeamRef } from '../../../../shared/src/api/sport';
import type { Db } from '../../db/database';
import { teamRef } from './match-rows';

interface Zone {
  from: number;
  to: number;
  label: string;
}

const order = (a: string | null, b: string | null) =>
  (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;

/**
 * League tables computed from finished matches, cached per season until a match of that season finishes
 * (the simulator calls `invalidate`). Lists ask for ranks of hundreds of teams per request, so this matters.
 */
export class StandingsCache {
  private readonly cache = new Map<number, StandingRow[]>();
  private readonly ranks = new Map<number, Map<number, number>>();

  constructor(private readonly db: Db) {}

  invalidate(seasonId?: number): void {
    if (seasonId === undefined) {
      this.cache.clear();
      this.ranks.clear();
    } else {
      this.cache.delete(seasonId);
      this.ranks.delete(seasonId);
    }
  }

  rank = (seasonId: number, teamId: number): number | null => {
    if (!this.ranks.has(seasonId)) this.table(seasonId);
    return this.ranks.get(seasonId)?.get(teamId) ?? null;
  };

  table(seasonId: number): StandingRow[] {
    const hit = this.cache.get(seasonId);
    if (hit) return hit;
    const league = this.db
      .prepare(
        'SELECT l.sport, l.zones FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id WHERE s.id = ?',
      )
      .get(seasonId) as { sport: string; zones: string } | undefined;
    // Competitions without a table (club friendlies) have no zones and no standings.
    if (!league || league.zones === '[]') {
      this.cache.set(seasonId, []);
      this.ranks.set(seasonId, new Map());
      return [];
    }
    // Only the table stage counts: knock-out ties are not league games.
    const rows = this.db
      .prepare(
        `SELECT m.home_id, m.away_id, m.home_score, m.away_score FROM sport_matches m
        WHERE m.season_id = ? AND m.status = 'finished' AND m.stage IN ('regular', 'league_phase') ORDER BY m.kickoff`,
      )
      .all(seasonId) as Array<{ home_id: number; away_id: number; home_score: number; away_score: number }>;
    const teamIds = new Set<number>();
    const groups = new Map<number, string>();
    for (const t of this.db
      .prepare(
        `SELECT home_id id, grp FROM sport_matches WHERE season_id = ? AND stage IN ('regular', 'league_phase')
        UNION SELECT away_id id, grp FROM sport_matches WHERE season_id = ? AND stage IN ('regular', 'league_phase')`,
      )
      .all(seasonId, seasonId) as Array<{ id: number; grp: string | null }>) {
      teamIds.add(t.id);
      if (t.grp) groups.set(t.id, t.grp);
    }
    const teams = new Map<number, TeamRef>();
    for (const t of this.db
      .prepare(
        `SELECT id, name, short_name, name_en, grp FROM sport_teams WHERE id IN (${[...teamIds].join(',') || 0})`,
      )
      .all() as Array<{
      id: number;
      name: string;
      short_name: string;
      name_en: string;
      grp: string | null;
    }>) {
      teams.set(t.id, teamRef(t.id, t.name, t.short_name, t.name_en, null));
      if (t.grp) groups.set(t.id, t.grp);
    }
    const acc = new Map<number, StandingRow>();
    const get = (id: number): StandingRow => {
      let row = acc.get(id);
      if (!row) {
        row = {
          rank: 0,
          team: teams.get(id) as TeamRef,
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
          group: groups.get(id) ?? null,
        };
        acc.set(id, row);
      }
      return row;
    };
    for (const id of teamIds) get(id);
    for (const r of rows) {
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
    const basketball = league?.sport === 'basketball';
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
    const zones = JSON.parse(league?.zones ?? '[]') as Zone[];
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
    this.cache.set(seasonId, table);
    this.ranks.set(seasonId, new Map(table.map((s) => [s.team.id, s.rank])));
    return table;
  }
}
