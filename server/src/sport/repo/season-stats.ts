import type { PlayerSeasonLineData, Sport, TeamStatsData, TeamStatsSeason } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { teamRef } from './match-rows';
import { seasonLines } from './season-lines';

const FOOTBALL_POSITIONS: Record<string, string> = { G: '门将', D: '后卫', M: '中场', F: '前锋' };
const BASKET_POSITIONS: Record<string, string> = {
  PG: '控球后卫',
  SG: '得分后卫',
  SF: '小前锋',
  PF: '大前锋',
  C: '中锋',
};

const per = (n: number, games: number, step = 10) => (games ? Math.round((n / games) * step) / step : 0);
const pct = (made: number, attempted: number) =>
  attempted ? Math.round((made / attempted) * 1000) / 10 : null;

/** The seasons a team has data for: its league's current season, then past ones it played in (newest first). */
async function teamSeasons(ctx: SportContext, teamId: number, leagueId: number) {
  return all(
    ctx.db.qb,
    sql<{ id: number; league_id: number; l_short: string; code: string; name: string; current: number }>`
      SELECT s.id, s.league_id, l.short_name l_short, s.code, s.name, s.current
      FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id
      WHERE (s.current = 1 AND s.league_id = ${leagueId})
        OR (s.current = 0 AND EXISTS (SELECT 1 FROM sport_matches m WHERE m.season_id = s.id
          AND m.status = 'finished' AND (m.home_id = ${teamId} OR m.away_id = ${teamId})))
      ORDER BY s.current DESC, s.code DESC, l.sort`,
  );
}

/**
 * A team's 数据 for one season (the current one of its league by default): per-game figures summed from the
 * season's finished matches (repo/season-lines.ts). `undefined` when the team is unknown, `null` when it has
 * no such season.
 */
export async function teamStats(
  ctx: SportContext,
  teamId: number,
  code?: string,
  leagueId?: number,
): Promise<TeamStatsData | null | undefined> {
  const t = await first(
    ctx.db.qb,
    sql<{ id: number; sport: Sport; league_id: number }>`SELECT id, sport, league_id FROM sport_teams
      WHERE id = ${teamId}`,
  );
  if (!t) return undefined;
  const rows = await teamSeasons(ctx, teamId, t.league_id);
  const seasons: Array<TeamStatsSeason & { id: number }> = rows.map((r) => ({
    id: r.id,
    leagueId: r.league_id,
    leagueShortName: r.l_short,
    code: r.code,
    name: r.name,
    current: r.current === 1,
  }));
  const chosen =
    code === undefined
      ? seasons.find((s) => s.current)
      : (seasons.find((s) => s.code === code && s.leagueId === (leagueId ?? t.league_id)) ??
        (leagueId === undefined ? seasons.find((s) => s.code === code) : undefined));
  if (!chosen) return null;
  const lines = await seasonLines(ctx, chosen.id);
  const x = lines.teams.get(teamId);
  const n = x?.played ?? 0;
  const d = x?.detailed ?? 0;
  const tech = <T>(v: () => T): T | null => (d ? v() : null);
  const { id: _id, ...season } = chosen;
  return {
    sport: t.sport,
    season,
    seasons: seasons.map(({ id: _, ...s }) => s),
    played: n,
    won: x?.won ?? 0,
    drawn: x?.drawn ?? 0,
    lost: x?.lost ?? 0,
    football:
      t.sport === 'football'
        ? {
            goalsForPerGame: per(x?.scored ?? 0, n, 100),
            goalsAgainstPerGame: per(x?.conceded ?? 0, n, 100),
            xgForPerGame: tech(() => per(x?.xgFor ?? 0, d, 100)),
            xgAgainstPerGame: tech(() => per(x?.xgAgainst ?? 0, d, 100)),
            possession: tech(() => per(x?.possession ?? 0, d)),
            shotsPerGame: tech(() => per(x?.shots ?? 0, d)),
            shotsOnTargetPerGame: tech(() => per(x?.shotsOnTarget ?? 0, d)),
            cleanSheets: x?.cleanSheets ?? 0,
          }
        : null,
    basketball:
      t.sport === 'basketball'
        ? {
            pointsForPerGame: per(x?.scored ?? 0, n),
            pointsAgainstPerGame: per(x?.conceded ?? 0, n),
            reboundsPerGame: per(x?.rebounds ?? 0, d),
            assistsPerGame: per(x?.assists ?? 0, d),
            threePct: pct(x?.threesMade ?? 0, x?.threesAttempted ?? 0),
            fieldGoalPct: pct(x?.fieldGoalsMade ?? 0, x?.fieldGoalsAttempted ?? 0),
          }
        : null,
  };
}

/** A player's current season from his match lines (the comparison's figures); null for an unknown player. */
export async function playerSeasonLine(ctx: SportContext, id: number): Promise<PlayerSeasonLineData | null> {
  const p = await first(
    ctx.db.qb,
    sql<{
      id: number;
      name: string;
      position: string;
      tid: number;
      t_name: string;
      t_short: string;
      t_en: string;
      sport: Sport;
      league_id: number;
      l_name: string;
    }>`SELECT p.id, p.name, p.position, t.id tid, t.name t_name, t.short_name t_short, t.name_en t_en, t.sport,
      t.league_id, l.name l_name
      FROM sport_players p JOIN sport_teams t ON t.id = p.team_id JOIN sport_leagues l ON l.id = t.league_id
      WHERE p.id = ${id}`,
  );
  if (!p) return null;
  const season = await ctx.db.qb
    .selectFrom('sport_seasons')
    .select(['id', 'name'])
    .where('league_id', '=', p.league_id)
    .where('current', '=', 1)
    .executeTakeFirst();
  const lines = await seasonLines(ctx, season?.id ?? 0);
  const rank = await ctx.standings.lookup([season?.id ?? 0]);
  const f = p.sport === 'football' ? lines.football.get(id) : undefined;
  const b = p.sport === 'basketball' ? lines.basketball.get(id) : undefined;
  const games = f?.apps ?? b?.games ?? 0;
  return {
    playerId: p.id,
    name: p.name,
    sport: p.sport,
    position: FOOTBALL_POSITIONS[p.position] ?? BASKET_POSITIONS[p.position] ?? p.position,
    team: teamRef(p.tid, p.t_name, p.t_short, p.t_en, rank(season?.id ?? 0, p.tid)),
    seasonName: season?.name ?? '',
    leagueName: p.l_name,
    appearances: games,
    minutes: f?.minutes ?? b?.minutes ?? 0,
    football:
      p.sport === 'football'
        ? {
            goals: f?.goals ?? 0,
            assists: f?.assists ?? 0,
            xg: Math.round((f?.xg ?? 0) * 100) / 100,
            rating: f?.rated ? Math.round((f.ratingSum / f.rated) * 100) / 100 : null,
            cleanSheets: f?.cleanSheets ?? 0,
          }
        : null,
    basketball:
      p.sport === 'basketball'
        ? {
            points: per(b?.points ?? 0, games),
            rebounds: per(b?.rebounds ?? 0, games),
            assists: per(b?.assists ?? 0, games),
            steals: per(b?.steals ?? 0, games),
            blocks: per(b?.blocks ?? 0, games),
            threesMade: per(b?.threesMade ?? 0, games),
            threePct: pct(b?.threesMade ?? 0, b?.threesAttempted ?? 0),
          }
        : null,
  };
}
