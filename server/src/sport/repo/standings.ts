import type { StandingRow, TeamRef } from '@jincheng/shared/core';
import type { Db } from '../../db/database';
import { pastSeasonRules } from '../history/season-rules';
import { BASKETBALL_COUNTING_STAGES } from './counting-games';
import { teamRef, type RankLookup } from './match-rows';
import { buildTable, type TableInput } from './standings-table';

const TABLE_STAGES = ['regular', 'league_phase'];

/** Reads what a season's table is computed from: its league, table-stage results, teams and groups. */
export async function tableInput(db: Db, seasonId: number): Promise<TableInput | null> {
  const league = await db.qb
    .selectFrom('sport_seasons as s')
    .innerJoin('sport_leagues as l', 'l.id', 's.league_id')
    .select(['l.sport', 'l.zones', 'l.short_name', 's.code', 's.current'])
    .where('s.id', '=', seasonId)
    .executeTakeFirst();
  // Competitions without a table (club friendlies) have no zones and no standings.
  if (!league || league.zones === '[]') return null;
  // Only the table stage counts: knock-out ties are not league games.
  const matches = await db.qb
    .selectFrom('sport_matches')
    .select(['home_id', 'away_id', 'home_score', 'away_score', 'status', 'grp'])
    .where('season_id', '=', seasonId)
    .where('stage', 'in', league.sport === 'basketball' ? [...BASKETBALL_COUNTING_STAGES] : TABLE_STAGES)
    .orderBy('kickoff')
    .orderBy('id')
    .execute();
  const teamIds = new Set<number>();
  const groups = new Map<number, string>();
  for (const m of matches) {
    for (const id of [m.home_id, m.away_id]) {
      teamIds.add(id);
      if (m.grp) groups.set(id, m.grp);
    }
  }
  const teams = new Map<number, TeamRef>();
  const teamRows = teamIds.size
    ? await db.qb
        .selectFrom('sport_teams')
        .select(['id', 'name', 'short_name', 'name_en', 'grp'])
        .where('id', 'in', [...teamIds])
        .execute()
    : [];
  for (const t of teamRows) {
    teams.set(t.id, teamRef(t.id, t.name, t.short_name, t.name_en, null));
    if (t.grp) groups.set(t.id, t.grp);
  }
  const rows = matches
    .filter((m) => m.status === 'finished')
    .map((m) => ({
      home_id: m.home_id,
      away_id: m.away_id,
      home_score: m.home_score ?? 0,
      away_score: m.away_score ?? 0,
    }));
  // A past season is ranked and coloured by that season's own rules (history/season-rules.ts).
  const rules = league.current === 0 ? pastSeasonRules(league.short_name, league.code) : null;
  return {
    sport: league.sport,
    zones: rules ? JSON.stringify(rules.zones) : league.zones,
    rows,
    teamIds,
    teams,
    groups,
    tieBreak: rules?.tieBreak ?? 'goals',
  };
}

/**
 * League tables computed from finished matches, cached per season until a match finishes: the simulator
 * invalidates on the leader, and every instance's live hub invalidates when a `finished` delta arrives
 * (sport/index.ts), so a second instance never serves a stale table for longer than the feed's delay.
 * Lists ask for ranks of hundreds of teams per request, so this matters.
 */
export class StandingsCache {
  private readonly cache = new Map<number, Promise<StandingRow[]>>();

  constructor(private readonly db: Db) {}

  invalidate(seasonId?: number): void {
    if (seasonId === undefined) this.cache.clear();
    else this.cache.delete(seasonId);
  }

  table(seasonId: number): Promise<StandingRow[]> {
    const hit = this.cache.get(seasonId);
    if (hit) return hit;
    const pending = tableInput(this.db, seasonId).then((input) => (input ? buildTable(input) : []));
    this.cache.set(seasonId, pending);
    // A failed read is not cached: the next request tries again.
    pending.catch(() => {
      if (this.cache.get(seasonId) === pending) this.cache.delete(seasonId);
    });
    return pending;
  }

  /** Loads the tables of these seasons and answers ranks from them without waiting. */
  async lookup(seasonIds: Iterable<number>): Promise<RankLookup> {
    const ids = [...new Set(seasonIds)];
    const tables = new Map<number, StandingRow[]>();
    await Promise.all(ids.map(async (id) => tables.set(id, await this.table(id))));
    const rank: RankLookup = (seasonId, teamId) =>
      tables.get(seasonId)?.find((s) => s.team.id === teamId)?.rank ?? null;
    // A team's place for a match's importance (repo/importance.ts): its rank, games and its group's size.
    rank.place = (seasonId, teamId) => {
      const table = tables.get(seasonId);
      const row = table?.find((s) => s.team.id === teamId);
      if (!table || !row) return null;
      const size = table.filter((s) => s.group === row.group).length;
      return { rank: row.rank, played: row.played, size };
    };
    return rank;
  }
}
