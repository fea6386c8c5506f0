import type { StandingRow, TeamRef } from '@jincheng/shared/core';
import type { RawSqlite } from '../../db/database';
import { teamRef } from '../repo/match-rows';
import { buildTable } from '../repo/standings-table';

/** One match as the texts need it (scores null until played). */
export interface FactMatch {
  id: number;
  sport: string;
  league_id: number;
  season_id: number;
  stage: string;
  grp: string | null;
  round: number;
  kickoff: number;
  status: string;
  home_id: number;
  away_id: number;
  home_score: number | null;
  away_score: number | null;
}

export interface FactTeam {
  id: number;
  short_name: string;
  city: string;
}

export interface FactLeague {
  id: number;
  sport: string;
  kind: string;
  short_name: string;
  zones: string;
}

/** A result from one team's side: W, D or L with the score for and against. */
export interface TeamResult {
  match: FactMatch;
  res: 'W' | 'D' | 'L';
  gf: number;
  ga: number;
  home: boolean;
}

/** Where a team stood before a match: its table row, the size of its group and the relegation zone. */
export interface Standing {
  row: StandingRow;
  size: number;
  /** First rank of the 降级 zone (domestic football leagues only), else null. */
  dropFrom: number | null;
}

const TABLE_STAGES = new Set(['regular', 'league_phase']);

/**
 * The seeded facts a text may state: results, tables and meetings, all as they stood before a given kickoff.
 * Read once from the generator's own SQLite after the matches are written.
 */
export class MatchFacts {
  readonly matches: FactMatch[];
  readonly teams = new Map<number, FactTeam>();
  readonly leagues = new Map<number, FactLeague>();
  private readonly byTeam = new Map<number, FactMatch[]>();
  private readonly bySeason = new Map<number, FactMatch[]>();
  private readonly refs = new Map<number, TeamRef>();
  private readonly teamGroup = new Map<number, string>();
  private readonly tables = new Map<string, StandingRow[]>();

  constructor(db: RawSqlite) {
    this.matches = db
      .prepare(
        `SELECT id, sport, league_id, season_id, stage, grp, round, kickoff, status, home_id, away_id, home_score,
        away_score FROM sport_matches ORDER BY kickoff, id`,
      )
      .all() as FactMatch[];
    const teams = db
      .prepare('SELECT id, name, short_name, name_en, city, grp FROM sport_teams')
      .all() as Array<FactTeam & { name: string; name_en: string; grp: string | null }>;
    for (const t of teams) {
      this.teams.set(t.id, t);
      this.refs.set(t.id, teamRef(t.id, t.name, t.short_name, t.name_en, null));
      if (t.grp) this.teamGroup.set(t.id, t.grp);
    }
    for (const l of db
      .prepare('SELECT id, sport, kind, short_name, zones FROM sport_leagues')
      .all() as FactLeague[])
      this.leagues.set(l.id, l);
    for (const m of this.matches) {
      for (const id of [m.home_id, m.away_id]) this.push(this.byTeam, id, m);
      this.push(this.bySeason, m.season_id, m);
    }
  }

  private push(map: Map<number, FactMatch[]>, key: number, m: FactMatch): void {
    const list = map.get(key);
    if (list) list.push(m);
    else map.set(key, [m]);
  }

  name(teamId: number): string {
    return this.teams.get(teamId)?.short_name ?? '';
  }

  /** A team's finished matches (every competition) before `before`, oldest first. */
  results(teamId: number, before: number, seasonId?: number): TeamResult[] {
    return (this.byTeam.get(teamId) ?? [])
      .filter(
        (m) =>
          m.status === 'finished' &&
          m.kickoff < before &&
          (seasonId === undefined || m.season_id === seasonId),
      )
      .map((m) => resultOf(m, teamId));
  }

  /** The last five results before `before`, oldest first. */
  form(teamId: number, before: number): TeamResult[] {
    return this.results(teamId, before).slice(-5);
  }

  /** Earlier finished meetings of the two teams, oldest first, from `teamId`'s side. */
  meetings(teamId: number, otherId: number, before: number): TeamResult[] {
    return this.results(teamId, before).filter(
      (r) => r.match.home_id === otherId || r.match.away_id === otherId,
    );
  }

  /** Points (goals) per game of both sides together in a season's finished games before `before`. */
  averageTotal(seasonId: number, before: number): number | null {
    const played = (this.bySeason.get(seasonId) ?? []).filter(
      (m) => m.status === 'finished' && m.kickoff < before,
    );
    if (!played.length) return null;
    return played.reduce((n, m) => n + (m.home_score ?? 0) + (m.away_score ?? 0), 0) / played.length;
  }

  /** The league-phase table of a season from the finished matches before `before`. */
  tableBefore(seasonId: number, before: number): StandingRow[] {
    const key = `${seasonId}@${before}`;
    const cached = this.tables.get(key);
    if (cached) return cached;
    const all = (this.bySeason.get(seasonId) ?? []).filter((m) => TABLE_STAGES.has(m.stage));
    const league = this.leagues.get(all[0]?.league_id ?? -1);
    const teamIds = new Set(all.flatMap((m) => [m.home_id, m.away_id]));
    const rows = all
      .filter((m) => m.status === 'finished' && m.kickoff < before)
      .map((m) => ({ ...m, home_score: m.home_score ?? 0, away_score: m.away_score ?? 0 }));
    // A club's group is its own (NBA conference), else the one of this season's matches (亚冠精英 region): a
    // 日职联 club's 亚冠精英 region must not split the 日职联 table.
    const groups = new Map<number, string>();
    for (const id of teamIds) {
      const own = this.teamGroup.get(id);
      if (own) groups.set(id, own);
    }
    // Only for a club without one: an NBA杯 group game (grp 东部A组) must not split the conference table.
    for (const m of all)
      if (m.grp) for (const id of [m.home_id, m.away_id]) if (!groups.has(id)) groups.set(id, m.grp);
    const table = league
      ? buildTable({ sport: league.sport, zones: league.zones, rows, teamIds, teams: this.refs, groups })
      : [];
    this.tables.set(key, table);
    return table;
  }

  /** Where a team stood in the season's table before the match (null: no table, or no game played yet). */
  standing(m: FactMatch, teamId: number): Standing | null {
    if (!TABLE_STAGES.has(m.stage)) return null;
    const table = this.tableBefore(m.season_id, m.kickoff);
    const row = table.find((r) => r.team.id === teamId);
    if (!row || row.played === 0) return null;
    const size = table.filter((r) => r.group === row.group).length;
    const league = this.leagues.get(m.league_id);
    const zones = JSON.parse(league?.zones ?? '[]') as Array<{ from: number; label: string }>;
    const drop = league?.kind === 'league' ? zones.find((z) => z.label === '降级') : undefined;
    return { row, size, dropFrom: drop ? drop.from : null };
  }
}

export function resultOf(m: FactMatch, teamId: number): TeamResult {
  const home = m.home_id === teamId;
  const gf = (home ? m.home_score : m.away_score) ?? 0;
  const ga = (home ? m.away_score : m.home_score) ?? 0;
  return { match: m, res: gf > ga ? 'W' : gf < ga ? 'L' : 'D', gf, ga, home };
}

/** W/D/L counts of a run of results. */
export function tally(results: TeamResult[]): { w: number; d: number; l: number } {
  return {
    w: results.filter((r) => r.res === 'W').length,
    d: results.filter((r) => r.res === 'D').length,
    l: results.filter((r) => r.res === 'L').length,
  };
}

/** "3胜1平1负" (football) or "4胜1负" (basketball: no draws). */
export function record(results: TeamResult[], sport: string): string {
  const { w, d, l } = tally(results);
  return sport === 'basketball' ? `${w}胜${l}负` : `${w}胜${d}平${l}负`;
}

/** "近5场3胜1平1负", or null before a team's first result. */
export function formLine(results: TeamResult[], sport: string): string | null {
  return results.length ? `近${results.length}场${record(results, sport)}` : null;
}
