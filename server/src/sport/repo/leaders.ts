import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { LeaderType, LeadersPage, PlayerLeaderRow, Sport } from '@jincheng/shared/core';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { offset, pageOf, type PageArgs } from '../routes/schemas';
import { PEOPLE_DIR } from '../seed/people';
import { countingGames } from './counting-games';
import { teamRef } from './match-rows';
import { averageRating, perGame, round2, seasonSums, type SeasonSums } from './season-lines';

/** The per-game boards' rule: a player qualifies with at least half of his team's finished games played. */
export const PER_GAME_RULE = '场均榜只统计出场次数不少于球队已赛场次一半的球员';
/** What the football boards summed from the other figures of the lines say under them. */
export const XG_NOTE = '预期进球（xG）为球员本赛季每次射门的 xG 之和（含点球；被 VAR 取消的进球不计）';
export const RATING_NOTE =
  '平均评分为球员本赛季每场评分的平均值（出场满 10 分钟才有评分），只统计有评分的场次不少于球队已赛场次一半的球员';
export const CLEAN_SHEET_NOTE = '零封：门将出场至少 60 分钟、在场期间球队未失球的场次';

/** The figure of a season's sums each current-season board ranks by. */
const FIGURE: Record<LeaderType, keyof SeasonSums> = {
  goals: 'goals',
  assists: 'assists',
  xg: 'xg',
  cleanSheets: 'cleanSheets',
  rating: 'ratingSum',
  points: 'points',
  rebounds: 'rebounds',
  steals: 'steals',
  blocks: 'blocks',
  threes: 'threes',
};

/** A season as the leaders need it: its id, whether it is the current (simulated) one, and its code. */
export interface LeaderSeason {
  id: number | null;
  current: boolean;
  code: string;
}

/**
 * A league's leaders in a season. The current season: sums of the stored match lines (sport_player_lines) —
 * football goals, assists, xG, clean sheets (totals) or average rating; basketball points, rebounds, assists,
 * steals, blocks or threes per game among the players who qualify (PER_GAME_RULE). A past season: the real leaders from server/data/people/past-leaders.json where a source
 * has them, linked to the player and club when they are in the tables; otherwise an empty list and a note
 * saying why — never invented.
 */
export async function leaders(
  ctx: SportContext,
  league: { sport: Sport; short_name: string },
  season: LeaderSeason,
  type: LeaderType,
  page: PageArgs,
): Promise<LeadersPage> {
  if (!season.current || season.id === null) return pastLeaders(ctx, league, season.code, type, page);
  const seasonId = season.id;
  const sums = await seasonSums(ctx, seasonId);
  const { ranked, note } =
    league.sport === 'football'
      ? await footballBoard(ctx, seasonId, sums, type)
      : await basketballBoard(ctx, seasonId, sums, type);
  const slice = ranked.slice(offset(page), offset(page) + page.pageSize);
  const info = await playersOf(
    ctx,
    slice.map((r) => r.s.playerId),
  );
  const rank = await ctx.standings.lookup([seasonId]);
  const list: PlayerLeaderRow[] = slice.map((r, i) => {
    const p = info.get(r.s.playerId);
    const teamId = p ? Number(p.tid) : r.s.teamId;
    return {
      rank: offset(page) + i + 1,
      playerId: r.s.playerId,
      playerTeamId: teamId,
      name: p?.name ?? '',
      value: r.v,
      played: r.s.appearances,
      team: teamRef(teamId, p?.t_name ?? '', p?.t_short ?? '', p?.t_en ?? '', rank(seasonId, teamId)),
      teamName: p?.t_name ?? '',
      source: null,
    };
  });
  return { ...pageOf(list, ranked.length, page), note };
}

/**
 * Football: goals, assists, xG and clean sheets are season totals (ties: fewer games first, the better rate,
 * then the player id, so pages never overlap); 评分 is the average of his ratings among the players rated in
 * at least half of their team's finished games.
 */
async function footballBoard(ctx: SportContext, seasonId: number, sums: SeasonSums[], type: LeaderType) {
  if (type === 'rating') {
    const played = await teamGames(ctx, seasonId, 'football');
    const ranked = sums
      .filter((s) => s.rated > 0 && s.rated * 2 >= (played.get(s.teamId) ?? 0))
      .map((s) => ({ s, v: averageRating(s) ?? 0 }))
      .sort((a, b) => b.v - a.v || b.s.rated - a.s.rated || a.s.playerId - b.s.playerId);
    return { ranked, note: RATING_NOTE };
  }
  const key = FIGURE[type];
  const ranked = sums
    .map((s) => ({ s, v: type === 'xg' ? round2(s.xg) : s[key] }))
    .filter((r) => r.v > 0)
    .sort((a, b) => b.v - a.v || a.s.appearances - b.s.appearances || a.s.playerId - b.s.playerId);
  const note = type === 'xg' ? XG_NOTE : type === 'cleanSheets' ? CLEAN_SHEET_NOTE : null;
  return { ranked, note };
}

/** Basketball: per game among the players who qualify (PER_GAME_RULE). */
async function basketballBoard(ctx: SportContext, seasonId: number, sums: SeasonSums[], type: LeaderType) {
  const key = FIGURE[type];
  const played = await teamGames(ctx, seasonId, 'basketball');
  const ranked = sums
    .filter((s) => s.appearances > 0 && s.appearances * 2 >= (played.get(s.teamId) ?? 0))
    .map((s) => ({ s, v: perGame(s[key], s.appearances) }))
    .sort((a, b) => b.v - a.v || b.s[key] - a.s[key] || a.s.playerId - b.s.playerId);
  return { ranked, note: PER_GAME_RULE };
}

/** Finished games of each team in a season that count in it (not the NBA杯 final). */
async function teamGames(ctx: SportContext, seasonId: number, sport: Sport): Promise<Map<number, number>> {
  const counting = countingGames(sport);
  const rows = await all(
    ctx.db.qb,
    sql<{ tid: number; n: number }>`SELECT tid, count(*) n FROM (
      SELECT home_id tid FROM sport_matches WHERE season_id = ${seasonId} AND status = 'finished'${counting}
      UNION ALL SELECT away_id tid FROM sport_matches WHERE season_id = ${seasonId} AND status = 'finished'${counting}) g
      GROUP BY tid`,
  );
  return new Map(rows.map((r) => [Number(r.tid), Number(r.n)]));
}

async function playersOf(ctx: SportContext, ids: number[]) {
  if (!ids.length)
    return new Map<number, { name: string; tid: number; t_name: string; t_short: string; t_en: string }>();
  const rows = await ctx.db.qb
    .selectFrom('sport_players as p')
    .innerJoin('sport_teams as t', 't.id', 'p.team_id')
    .select([
      'p.id',
      'p.name',
      't.id as tid',
      't.name as t_name',
      't.short_name as t_short',
      't.name_en as t_en',
    ])
    .where('p.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** past-leaders.json: league short name → season code → board → rows `中文名|original|club|value|source`. */
interface PastLeadersFile {
  version: string;
  leagues: Record<string, Record<string, Partial<Record<LeaderType, string[]>>>>;
}

let pastFile: PastLeadersFile | null = null;
export function pastLeadersTable(): PastLeadersFile {
  pastFile ??= JSON.parse(readFileSync(join(PEOPLE_DIR, 'past-leaders.json'), 'utf8')) as PastLeadersFile;
  return pastFile;
}

/** Whether the table has any board of this league and season (the NBA's past seasons have no table rows). */
export function hasPastLeaders(leagueShort: string, code: string): boolean {
  return Object.keys(pastLeadersTable().leagues[leagueShort]?.[code] ?? {}).length > 0;
}

/** Spelling without accents or case, so Dončić in the table finds Doncic or Dončić in the people tables. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

async function pastLeaders(
  ctx: SportContext,
  league: { sport: Sport; short_name: string },
  code: string,
  type: LeaderType,
  page: PageArgs,
): Promise<LeadersPage> {
  const rows = pastLeadersTable().leagues[league.short_name]?.[code]?.[type] ?? [];
  if (!rows.length) {
    return {
      ...pageOf([], 0, page),
      note: `暂无${code}赛季的该项球员榜：本站只有这个赛季的比赛结果，没有可核实来源的球员数据，不做推算。`,
    };
  }
  const parsed = rows.map((row) => {
    const [name = '', en = '', club = '', value = '', source = ''] = row.split('|');
    return { name, en, club, value: Number(value), source };
  });
  // Link a row to the player (by his original spelling) and to the club (by its Chinese name) when the
  // tables have them; a plain name otherwise.
  const players = await ctx.db.qb
    .selectFrom('sport_players as p')
    .innerJoin('sport_teams as t', 't.id', 'p.team_id')
    .select(['p.id', 'p.name_en', 'p.team_id'])
    .where('t.sport', '=', league.sport)
    .execute();
  const byName = new Map(
    players.map((p) => [plain(p.name_en), { id: Number(p.id), team: Number(p.team_id) }]),
  );
  const clubs = await ctx.db.qb
    .selectFrom('sport_teams')
    .select(['id', 'name', 'short_name', 'name_en'])
    .where('sport', '=', league.sport)
    .where(
      'name',
      'in',
      parsed.map((r) => r.club),
    )
    .execute();
  const list: PlayerLeaderRow[] = parsed.map((r, i) => {
    const club = clubs.find((c) => c.name === r.club);
    return {
      rank: i + 1,
      playerId: byName.get(plain(r.en))?.id ?? null,
      playerTeamId: byName.get(plain(r.en))?.team ?? null,
      name: r.name,
      value: r.value,
      played: null,
      team: club ? teamRef(Number(club.id), club.name, club.short_name, club.name_en, null) : null,
      teamName: r.club,
      source: r.source,
    };
  });
  const sources = [...new Set(parsed.map((r) => r.source))];
  return {
    ...pageOf(list.slice(offset(page), offset(page) + page.pageSize), list.length, page),
    note: `${code}赛季真实榜单，只列出可核实的名次。来源：${sources.join('；')}`,
  };
}
