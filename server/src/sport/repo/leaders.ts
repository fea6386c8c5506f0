import { sql } from 'kysely';
import type { LeaderType, LeadersPage, Sport } from '@jincheng/shared/core';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { offset, pageOf, type PageArgs } from '../routes/schemas';
import { teamRef } from './match-rows';
import { minimumGames, seasonLines } from './season-lines';

// A goal VAR took away (a `var` event with points -1) no longer counts.
const GOALS = sql.raw(
  "SUM(CASE WHEN e.kind IN ('goal','penalty') THEN 1 WHEN e.kind = 'var' AND e.points < 0 THEN -1 ELSE 0 END)",
);
const ASSISTS = sql.raw("SUM(CASE WHEN e.kind = 'goal' THEN 1 ELSE 0 END)");
const PER_GAME = { points: 'ppg', rebounds: 'rpg', assists: 'apg' } as const;

/** A number from a player's JSON stats: json_extract in SQLite, the ->> operator in PostgreSQL. */
function statOf(ctx: SportContext, key: string) {
  return ctx.db.engine === 'postgres'
    ? sql.raw(`CAST(p.stats::json->>'${key}' AS DOUBLE PRECISION)`)
    : sql.raw(`json_extract(p.stats, '$.${key}')`);
}

/** The boards summed from the season's match lines (repo/season-lines.ts). */
const LINE_BOARDS = ['xg', 'rating', 'cleanSheets', 'steals', 'blocks', 'threes'] as const;
type LineBoard = (typeof LINE_BOARDS)[number];
const isLineBoard = (type: LeaderType): type is LineBoard =>
  (LINE_BOARDS as readonly string[]).includes(type);
/** Boards that are an average per appearance, so a minimum of appearances applies. */
const AVERAGE_BOARDS: readonly LineBoard[] = ['rating', 'steals', 'blocks', 'threes'];

const round2 = (n: number) => Math.round(n * 100) / 100;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * xG, 评分, 零封 (football) and 抢断, 盖帽, 三分 per game (basketball): each player's value is the sum of his
 * lines in the season's finished matches; average boards list players with at least `minPlayed` appearances.
 */
async function lineBoard(
  ctx: SportContext,
  seasonId: number,
  type: LineBoard,
): Promise<{ rows: Array<{ pid: number; v: number; played: number }>; minPlayed: number | null }> {
  const lines = await seasonLines(ctx, seasonId);
  const minPlayed = AVERAGE_BOARDS.includes(type) ? minimumGames(lines) : null;
  const rows: Array<{ pid: number; v: number; played: number }> = [];
  if (type === 'xg' || type === 'rating' || type === 'cleanSheets') {
    for (const [pid, l] of lines.football) {
      if (type === 'xg' && l.xg > 0) rows.push({ pid, v: round2(l.xg), played: l.apps });
      if (type === 'cleanSheets' && l.cleanSheets > 0) rows.push({ pid, v: l.cleanSheets, played: l.apps });
      if (type === 'rating' && l.rated >= (minPlayed ?? 1))
        rows.push({ pid, v: round2(l.ratingSum / l.rated), played: l.rated });
    }
  } else {
    const key = type === 'threes' ? 'threesMade' : type;
    for (const [pid, l] of lines.basketball)
      if (l.games >= (minPlayed ?? 1)) rows.push({ pid, v: round1(l[key] / l.games), played: l.games });
  }
  rows.sort((a, b) => b.v - a.v || a.pid - b.pid);
  return { rows, minPlayed };
}

/** Top scorers and assists from the stored timeline (football); per-game averages (basketball). */
export async function leaders(
  ctx: SportContext,
  sport: Sport,
  seasonId: number,
  type: LeaderType,
  page: PageArgs,
): Promise<LeadersPage> {
  const exec = ctx.db.qb;
  let rows: Array<{ pid: number; v: number; played?: number }>;
  let total: number;
  let minPlayed: number | null = null;
  if (isLineBoard(type)) {
    const board = await lineBoard(ctx, seasonId, type);
    total = board.rows.length;
    rows = board.rows.slice(offset(page), offset(page) + page.pageSize);
    minPlayed = board.minPlayed;
  } else if (sport === 'football') {
    const column = sql.raw(type === 'assists' ? 'e.related_id' : 'e.player_id');
    const value = type === 'assists' ? ASSISTS : GOALS;
    const base = sql`FROM sport_events e JOIN sport_matches m ON m.id = e.match_id WHERE m.season_id = ${seasonId}
      AND ${column} IS NOT NULL AND e.kind IN ('goal','penalty','var') GROUP BY ${column} HAVING ${value} > 0`;
    total = Number(
      (await first(exec, sql<{ n: number }>`SELECT count(*) n FROM (SELECT ${column} ${base}) counted`))?.n,
    );
    rows = await all(
      exec,
      sql<{ pid: number; v: number }>`SELECT ${column} pid, ${value} v ${base}
        ORDER BY v DESC, pid LIMIT ${page.pageSize} OFFSET ${offset(page)}`,
    );
  } else {
    const key = PER_GAME[type as keyof typeof PER_GAME] ?? 'ppg';
    const base = sql`FROM sport_players p JOIN sport_teams t ON t.id = p.team_id
      JOIN sport_seasons s ON s.league_id = t.league_id WHERE s.id = ${seasonId}`;
    total = Number((await first(exec, sql<{ n: number }>`SELECT count(*) n ${base}`))?.n);
    rows = await all(
      exec,
      sql<{ pid: number; v: number }>`SELECT p.id pid, ${statOf(ctx, key)} v ${base}
        ORDER BY v DESC NULLS LAST, p.id LIMIT ${page.pageSize} OFFSET ${offset(page)}`,
    );
  }
  const players = await Promise.all(
    rows.map((r) =>
      first(
        exec,
        sql<{ name: string; tid: number; t_name: string; t_short: string; t_en: string; played: number }>`
        SELECT p.name, t.id tid, t.name t_name, t.short_name t_short, t.name_en t_en,
          (SELECT count(*) FROM sport_matches m WHERE m.season_id = ${seasonId} AND m.status = 'finished'
            AND (m.home_id = t.id OR m.away_id = t.id)) played
        FROM sport_players p JOIN sport_teams t ON t.id = p.team_id WHERE p.id = ${r.pid}`,
      ),
    ),
  );
  const rank = await ctx.standings.lookup([seasonId]);
  const list = rows.map((r, i) => {
    const p = players[i] as NonNullable<(typeof players)[number]>;
    return {
      rank: offset(page) + i + 1,
      playerId: r.pid,
      name: p.name,
      value: Number(r.v),
      played: r.played ?? Number(p.played),
      team: teamRef(p.tid, p.t_name, p.t_short, p.t_en, rank(seasonId, p.tid)),
    };
  });
  return { ...pageOf(list, total, page), minPlayed };
}
