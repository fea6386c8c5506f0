import type { StandingRow, TeamRef } from '@jincheng/shared/core';
import type { RawSqlite } from '../../db/database';
import { teamRef } from '../repo/match-rows';
import { buildTable } from '../repo/standings-table';

/**
 * A season's league-phase table from what the generator has written so far (synchronously, on its own
 * SQLite), the same computation the API serves (repo/standings-table.ts). The knock-out draw needs it.
 */
export function seededTable(db: RawSqlite, seasonId: number): StandingRow[] {
  const league = db
    .prepare(
      'SELECT l.sport, l.zones FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id WHERE s.id = ?',
    )
    .get(seasonId) as { sport: string; zones: string } | undefined;
  if (!league) return [];
  const matches = db
    .prepare(
      `SELECT home_id, away_id, home_score, away_score, status, grp FROM sport_matches
      WHERE season_id = ? AND stage IN ('regular', 'league_phase') ORDER BY kickoff, id`,
    )
    .all(seasonId) as Array<{
    home_id: number;
    away_id: number;
    home_score: number | null;
    away_score: number | null;
    status: string;
    grp: string | null;
  }>;
  const teamIds = new Set(matches.flatMap((m) => [m.home_id, m.away_id]));
  const groups = new Map<number, string>();
  for (const m of matches) if (m.grp) for (const id of [m.home_id, m.away_id]) groups.set(id, m.grp);
  const teams = new Map<number, TeamRef>();
  const byId = db.prepare('SELECT id, name, short_name, name_en, grp FROM sport_teams WHERE id = ?');
  for (const id of teamIds) {
    const t = byId.get(id) as {
      id: number;
      name: string;
      short_name: string;
      name_en: string;
      grp: string | null;
    };
    teams.set(id, teamRef(t.id, t.name, t.short_name, t.name_en, null));
    if (t.grp) groups.set(id, t.grp);
  }
  const rows = matches
    .filter((m) => m.status === 'finished')
    .map((m) => ({ ...m, home_score: m.home_score ?? 0, away_score: m.away_score ?? 0 }));
  return buildTable({ sport: league.sport, zones: league.zones, rows, teamIds, teams, groups });
}
