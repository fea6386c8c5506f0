import type {
  MatchSummary,
  Page,
  PlayerDetailData,
  PlayerSummary,
  TeamDetailData,
  TeamPastSeason,
} from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { SportTables } from '../../db/schema-sport';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { offset, pageOf, type PageArgs } from '../routes/schemas';
import { MATCH_SELECT, teamRef, toSummary, type MatchRow } from './match-rows';
import { nextMatchAbsences } from './absences';
import { recentLines } from './player-lines';
import { averageRating, noSums, perGame, seasonSums } from './season-lines';
import { careerOf } from './career';
import { playerAge } from './player-age';

const FOOTBALL_POSITIONS: Record<string, string> = { G: '门将', D: '后卫', M: '中场', F: '前锋' };
const BASKET_POSITIONS: Record<string, string> = {
  PG: '控球后卫',
  SG: '得分后卫',
  SF: '小前锋',
  PF: '大前锋',
  C: '中锋',
};

type PlayerRow = Selectable<SportTables['sport_players']>;
/** A team with its league's names and its country. */
type TeamRow = Omit<Selectable<SportTables['sport_teams']>, 'sport'> & {
  sport: 'football' | 'basketball';
  l_name: string;
  l_short: string;
  l_color: string;
  country: string;
};

function playerSummary(p: PlayerRow): PlayerSummary {
  return {
    id: p.id,
    teamId: p.team_id,
    name: p.name,
    nameEn: p.name_en,
    number: p.number,
    position: FOOTBALL_POSITIONS[p.position] ?? BASKET_POSITIONS[p.position] ?? p.position,
    nationality: p.nationality,
    age: playerAge(p.birth_date, p.age),
    height: p.height,
    photo: SPORT_API.playerPhoto(p.id),
  };
}

function team(ctx: SportContext, id: number): Promise<TeamRow | undefined> {
  return first(
    ctx.db.qb,
    sql<TeamRow>`SELECT t.*, l.name l_name, l.short_name l_short, l.color l_color, c.name country FROM sport_teams t
      JOIN sport_leagues l ON l.id = t.league_id JOIN sport_countries c ON c.id = l.country_id WHERE t.id = ${id}`,
  );
}

const seasonOf = (ctx: SportContext, leagueId: number) =>
  ctx.db.qb
    .selectFrom('sport_seasons')
    .select(['id', 'name'])
    .where('league_id', '=', leagueId)
    .where('current', '=', 1)
    .executeTakeFirst();

const count = async (ctx: SportContext, query: RawBuilder<{ n: number }>) =>
  Number((await first(ctx.db.qb, query))?.n ?? 0);

async function matchesOf(
  ctx: SportContext,
  teamId: number,
  type: 'fixtures' | 'results',
  limit: number,
  skip: number,
): Promise<MatchSummary[]> {
  const where =
    type === 'results'
      ? sql.raw("m.status = 'finished' ORDER BY m.kickoff DESC")
      : sql.raw("m.status NOT IN ('finished','abandoned','cancelled') ORDER BY m.kickoff");
  const rows = await all(
    ctx.db.qb,
    sql<MatchRow>`${MATCH_SELECT} WHERE (m.home_id = ${teamId} OR m.away_id = ${teamId}) AND ${where}, m.id
      LIMIT ${limit} OFFSET ${skip}`,
  );
  const rank = await ctx.standings.lookup(rows.map((r) => r.season_id));
  return rows.map((r) => toSummary(r, rank));
}

export async function teamDetail(ctx: SportContext, id: number): Promise<TeamDetailData | null> {
  const t = await team(ctx, id);
  if (!t) return null;
  const seasonId = (await seasonOf(ctx, t.league_id))?.id ?? 0;
  const row = (await ctx.standings.table(seasonId)).find((s) => s.team.id === id);
  const played = row?.played ?? 0;
  const [cleanSheets, players, fixtures, results, pastSeasons, sums] = await Promise.all([
    count(
      ctx,
      sql`SELECT count(*) n FROM sport_matches WHERE season_id = ${seasonId} AND status = 'finished'
        AND ((home_id = ${id} AND away_score = 0) OR (away_id = ${id} AND home_score = 0))`,
    ),
    ctx.db.qb.selectFrom('sport_players').selectAll().where('team_id', '=', id).orderBy('number').execute(),
    matchesOf(ctx, id, 'fixtures', 5, 0),
    matchesOf(ctx, id, 'results', 5, 0),
    pastSeasonsOf(ctx, id),
    seasonSums(ctx, seasonId, { teamId: id }),
  ]);
  const absences = await nextMatchAbsences(ctx, id, fixtures[0]);
  // Each member's season line, the same sums as his player page.
  const squad = players.map((p) => {
    const sum = sums.find((x) => x.playerId === p.id) ?? noSums(p.id, id);
    return {
      ...playerSummary(p),
      season: {
        appearances: sum.appearances,
        starts: sum.starts,
        minutes: sum.minutes,
        goals: sum.goals,
        assists: sum.assists,
        points: perGame(sum.points, sum.appearances),
        rebounds: perGame(sum.rebounds, sum.appearances),
        assistsPerGame: perGame(sum.assists, sum.appearances),
      },
    };
  });
  return {
    team: {
      ...teamRef(t.id, t.name, t.short_name, t.name_en, row?.rank ?? null),
      sport: t.sport,
      league: { id: t.league_id, sport: t.sport, name: t.l_name, shortName: t.l_short, color: t.l_color },
      country: t.country,
      city: t.city,
      venue: t.venue,
      coach: t.coach,
      founded: t.founded || null,
      colors: [t.color1, t.color2],
      group: t.grp,
    },
    squad,
    stats: {
      rank: row?.rank ?? null,
      played,
      won: row?.won ?? 0,
      drawn: row?.drawn ?? 0,
      lost: row?.lost ?? 0,
      goalsFor: row?.goalsFor ?? 0,
      goalsAgainst: row?.goalsAgainst ?? 0,
      avgFor: played ? Math.round(((row?.goalsFor ?? 0) / played) * 10) / 10 : 0,
      avgAgainst: played ? Math.round(((row?.goalsAgainst ?? 0) / played) * 10) / 10 : 0,
      cleanSheets,
    },
    fixtures,
    results,
    pastSeasons,
    absences,
  };
}

/** The past seasons (sport/history) a team played in, newest first, with its place in each table. */
async function pastSeasonsOf(ctx: SportContext, teamId: number): Promise<TeamPastSeason[]> {
  const seasons = await all(
    ctx.db.qb,
    sql<{
      id: number;
      league_id: number;
      l_short: string;
      code: string;
      name: string;
      through: string | null;
      simulated_after: string | null;
    }>`
      SELECT s.id, s.league_id, l.short_name l_short, s.code, s.name, s.through, s.simulated_after
      FROM sport_seasons s JOIN sport_leagues l ON l.id = s.league_id
      WHERE s.current = 0 AND EXISTS (SELECT 1 FROM sport_matches m WHERE m.season_id = s.id
        AND m.stage IN ('regular', 'league_phase') AND (m.home_id = ${teamId} OR m.away_id = ${teamId}))
      ORDER BY s.code DESC, l.sort`,
  );
  return Promise.all(
    seasons.map(async (s) => {
      const row = (await ctx.standings.table(s.id)).find((r) => r.team.id === teamId);
      return {
        leagueId: s.league_id,
        leagueShortName: s.l_short,
        code: s.code,
        name: s.name,
        rank: row?.rank ?? null,
        played: row?.played ?? 0,
        points: row?.points ?? 0,
        through: s.through,
        simulatedAfter: s.simulated_after,
      };
    }),
  );
}

export async function teamMatches(
  ctx: SportContext,
  id: number,
  type: 'fixtures' | 'results',
  page: PageArgs,
): Promise<Page<MatchSummary> | null> {
  if (!(await team(ctx, id))) return null;
  const where =
    type === 'results'
      ? sql.raw("status = 'finished'")
      : sql.raw("status NOT IN ('finished','abandoned','cancelled')");
  const total = await count(
    ctx,
    sql`SELECT count(*) n FROM sport_matches WHERE (home_id = ${id} OR away_id = ${id}) AND ${where}`,
  );
  return pageOf(await matchesOf(ctx, id, type, page.pageSize, offset(page)), total, page);
}

export async function playerDetail(ctx: SportContext, id: number): Promise<PlayerDetailData | null> {
  const p = await ctx.db.qb.selectFrom('sport_players').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) return null;
  const t = (await team(ctx, p.team_id)) as TeamRow;
  const season = await seasonOf(ctx, t.league_id);
  const seasonId = season?.id ?? 0;
  const [recent, sums, rank] = await Promise.all([
    matchesOf(ctx, p.team_id, 'results', 5, 0),
    seasonSums(ctx, seasonId, { playerId: id }),
    ctx.standings.lookup([seasonId]),
  ]);
  // The season line is the sum of his stored match lines: what the match pages show, added up.
  const sum = sums[0] ?? noSums(id, p.team_id);
  const recentMatches = await recentLines(ctx, recent, id);
  return {
    player: {
      ...playerSummary(p),
      weight: p.weight,
      foot: p.foot,
      aliases: p.aliases ? p.aliases.split('/') : [],
      birthDate: p.birth_date,
    },
    team: teamRef(t.id, t.name, t.short_name, t.name_en, rank(seasonId, t.id)),
    seasonStats: {
      seasonId,
      seasonName: season?.name ?? '',
      leagueName: t.l_name,
      appearances: sum.appearances,
      starts: sum.starts,
      minutes: sum.minutes,
      goals: sum.goals,
      assists: sum.assists,
      yellowCards: sum.yellow,
      redCards: sum.red,
      points: perGame(sum.points, sum.appearances),
      rebounds: perGame(sum.rebounds, sum.appearances),
      assistsPerGame: perGame(sum.assists, sum.appearances),
      steals: perGame(sum.steals, sum.appearances),
      blocks: perGame(sum.blocks, sum.appearances),
      // Football: the average of his match ratings (the 评分榜 and 对比 figure); basketball keeps its index.
      rating: t.sport === 'football' ? averageRating(sum) : Math.round((6 + p.skill * 1.6) * 10) / 10,
    },
    career: careerOf(p, t, sum, season?.name ?? ''),
    recentMatches,
  };
}
