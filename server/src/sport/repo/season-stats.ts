import type { PlayerSeasonLineData, Sport, TeamStatsData, TeamStatsSeason } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import type { LineFigures } from '../line-figures';
import { countingGames } from './counting-games';
import { teamRef } from './match-rows';
import { averageRating, percent, round2, seasonSums } from './season-lines';

const FOOTBALL_POSITIONS: Record<string, string> = { G: '门将', D: '后卫', M: '中场', F: '前锋' };
const BASKET_POSITIONS: Record<string, string> = {
  PG: '控球后卫',
  SG: '得分后卫',
  SF: '小前锋',
  PF: '大前锋',
  C: '中锋',
};

const per = (n: number, games: number, step = 10) => (games ? Math.round((n / games) * step) / step : 0);

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

/** A team's record in a season from its finished matches' scores (a past season of real results too). */
async function record(ctx: SportContext, seasonId: number, teamId: number, sport: Sport) {
  const rows = await all(
    ctx.db.qb,
    sql<{
      gf: number;
      ga: number;
    }>`SELECT CASE WHEN home_id = ${teamId} THEN home_score ELSE away_score END gf,
      CASE WHEN home_id = ${teamId} THEN away_score ELSE home_score END ga
      FROM sport_matches WHERE season_id = ${seasonId} AND status = 'finished'
        AND (home_id = ${teamId} OR away_id = ${teamId})${countingGames(sport)}`,
  );
  const r = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, cleanSheets: 0 };
  for (const row of rows) {
    const gf = Number(row.gf ?? 0);
    const ga = Number(row.ga ?? 0);
    r.played += 1;
    r.scored += gf;
    r.conceded += ga;
    if (gf > ga) r.won += 1;
    else if (gf < ga) r.lost += 1;
    else r.drawn += 1;
    if (ga === 0) r.cleanSheets += 1;
  }
  return r;
}

/**
 * The technical figures of a team's finished matches in a season, summed from the stored lines of both sides
 * (sport_player_lines): `detailed` is the matches with lines (0 for a past season of real results).
 */
async function lineTotals(ctx: SportContext, seasonId: number, teamId: number, sport: Sport) {
  const row = await first(
    ctx.db.qb,
    sql<Record<string, number | string | null>>`SELECT count(DISTINCT l.match_id) detailed,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.xg ELSE 0 END) xg_for,
      SUM(CASE WHEN l.team_id = ${teamId} THEN 0 ELSE l.xg END) xg_against,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.shots ELSE 0 END) shots,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.shots_on_target ELSE 0 END) shots_on_target,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.rebounds ELSE 0 END) rebounds,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.assists ELSE 0 END) assists,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.threes ELSE 0 END) threes,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.threes_attempted ELSE 0 END) threes_attempted,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.field_goals ELSE 0 END) field_goals,
      SUM(CASE WHEN l.team_id = ${teamId} THEN l.field_goals_attempted ELSE 0 END) field_goals_attempted
      FROM sport_player_lines l JOIN sport_matches m ON m.id = l.match_id
      WHERE l.season_id = ${seasonId} AND m.status = 'finished' AND (m.home_id = ${teamId} OR m.away_id = ${teamId})${countingGames(sport, 'm.')}`,
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  return {
    detailed: n('detailed'),
    xgFor: n('xg_for'),
    xgAgainst: n('xg_against'),
    shots: n('shots'),
    shotsOnTarget: n('shots_on_target'),
    rebounds: n('rebounds'),
    assists: n('assists'),
    threes: n('threes'),
    threesAttempted: n('threes_attempted'),
    fieldGoals: n('field_goals'),
    fieldGoalsAttempted: n('field_goals_attempted'),
  };
}

/**
 * A team's 数据 for one season (the current one of its league by default): its record from the season's
 * finished matches and per-game figures from its stored match lines — no script is replayed. `undefined` when
 * the team is unknown, `null` when it has no such season.
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
    id: Number(r.id),
    leagueId: Number(r.league_id),
    leagueShortName: r.l_short,
    code: r.code,
    name: r.name,
    current: Number(r.current) === 1,
  }));
  const chosen =
    code === undefined
      ? seasons.find((s) => s.current)
      : (seasons.find((s) => s.code === code && s.leagueId === (leagueId ?? t.league_id)) ??
        (leagueId === undefined ? seasons.find((s) => s.code === code) : undefined));
  if (!chosen) return null;
  const r = await record(ctx, chosen.id, teamId, t.sport);
  const x = await lineTotals(ctx, chosen.id, teamId, t.sport);
  const n = r.played;
  const d = x.detailed;
  const tech = <T>(v: () => T): T | null => (d ? v() : null);
  const { id: _id, ...season } = chosen;
  return {
    sport: t.sport,
    season,
    seasons: seasons.map(({ id: _, ...s }) => s),
    played: n,
    won: r.won,
    drawn: r.drawn,
    lost: r.lost,
    football:
      t.sport === 'football'
        ? {
            goalsForPerGame: per(r.scored, n, 100),
            goalsAgainstPerGame: per(r.conceded, n, 100),
            xgForPerGame: tech(() => per(x.xgFor, d, 100)),
            xgAgainstPerGame: tech(() => per(x.xgAgainst, d, 100)),
            shotsPerGame: tech(() => per(x.shots, d)),
            shotsOnTargetPerGame: tech(() => per(x.shotsOnTarget, d)),
            cleanSheets: r.cleanSheets,
          }
        : null,
    basketball:
      t.sport === 'basketball'
        ? {
            pointsForPerGame: per(r.scored, n),
            pointsAgainstPerGame: per(r.conceded, n),
            reboundsPerGame: per(x.rebounds, d),
            assistsPerGame: per(x.assists, d),
            threePct: percent(x.threes, x.threesAttempted),
            fieldGoalPct: percent(x.fieldGoals, x.fieldGoalsAttempted),
          }
        : null,
  };
}

/**
 * A player's current season summed from his stored match lines (the comparison's figures) — the same sums as
 * his boards and his page's season; null for an unknown player.
 */
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
  const seasonId = Number(season?.id ?? 0);
  const sums = await seasonSums(ctx, seasonId, { playerId: id });
  const total = (k: 'appearances' | 'minutes' | 'ratingSum' | 'rated' | keyof LineFigures) =>
    sums.reduce((n, s) => n + s[k], 0);
  const games = total('appearances');
  const rank = await ctx.standings.lookup([seasonId]);
  return {
    playerId: Number(p.id),
    name: p.name,
    sport: p.sport,
    position: FOOTBALL_POSITIONS[p.position] ?? BASKET_POSITIONS[p.position] ?? p.position,
    team: teamRef(Number(p.tid), p.t_name, p.t_short, p.t_en, rank(seasonId, Number(p.tid))),
    seasonName: season?.name ?? '',
    leagueName: p.l_name,
    appearances: games,
    minutes: total('minutes'),
    football:
      p.sport === 'football'
        ? {
            goals: total('goals'),
            assists: total('assists'),
            xg: round2(total('xg')),
            rating: averageRating({ ratingSum: total('ratingSum'), rated: total('rated') }),
            cleanSheets: total('cleanSheets'),
          }
        : null,
    basketball:
      p.sport === 'basketball'
        ? {
            points: per(total('points'), games),
            rebounds: per(total('rebounds'), games),
            assists: per(total('assists'), games),
            steals: per(total('steals'), games),
            blocks: per(total('blocks'), games),
            threesMade: per(total('threes'), games),
            threePct: percent(total('threes'), total('threesAttempted')),
          }
        : null,
  };
}
