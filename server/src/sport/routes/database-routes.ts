import type {
  LeaderType,
  LeagueDetailData,
  LeagueScheduleData,
  LeagueTreeData,
  SeasonInfo,
  SeasonOption,
  Sport,
} from '@jincheng/shared/core';
import { gameDayLabel, roundLabel } from '@jincheng/shared/core';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import { answerIsPastSeason } from '../../http/cache-policy';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { knockoutRounds } from '../repo/knockout';
import { LEAGUE_SELECT, leagueItem, type LeagueRow } from '../repo/league-rows';
import { nbaCup } from '../repo/nba-cup';
import { hasPastLeaders, leaders } from '../repo/leaders';
import { MATCH_SELECT, toSummary, type MatchRow } from '../repo/match-rows';
import { playerDetail, teamDetail, teamMatches } from '../repo/team-player';
import { idParams, idSchema, pageProps, query, SEASON_CODE, sportSchema, type PageArgs } from './schemas';

const FOOTBALL_BOARDS: LeaderType[] = ['goals', 'assists', 'xg', 'rating', 'cleanSheets'];
const BASKETBALL_BOARDS: LeaderType[] = ['points', 'rebounds', 'assists', 'steals', 'blocks', 'threes'];
export const LEADER_TYPES = {
  type: 'string',
  enum: [...new Set([...FOOTBALL_BOARDS, ...BASKETBALL_BOARDS])],
};

/** Leagues, schedules, teams, players and the rankings tab: the database remote's data. */
export function registerDatabaseRoutes(ctx: SportContext): void {
  const { app, db } = ctx;
  const league = (id: number) => first(db.qb, sql<LeagueRow>`${LEAGUE_SELECT} WHERE l.id = ${id}`);
  const seasonSelect = [
    'id',
    'name',
    'code',
    'current_round as currentRound',
    'total_rounds as totalRounds',
    'current',
    'through',
    'simulated_after as simulatedAfter',
    'first_day as firstDay',
  ] as const;
  /** The league's current season, or the one of that code (a past season, sport/history). */
  const season = async (leagueId: number, code?: string): Promise<SeasonInfo | undefined> => {
    const row = await db.qb
      .selectFrom('sport_seasons')
      .select(seasonSelect)
      .where('league_id', '=', leagueId)
      .$if(code === undefined, (qb) => qb.where('current', '=', 1))
      .$if(code !== undefined, (qb) => qb.where('code', '=', code ?? ''))
      .executeTakeFirst();
    return row && { ...row, current: row.current === 1 };
  };
  /** Every season of a league, the current one first, then the past ones newest first. */
  const seasons = async (leagueId: number): Promise<SeasonOption[]> =>
    (
      await db.qb
        .selectFrom('sport_seasons')
        .select(['code', 'name', 'current', 'through', 'simulated_after as simulatedAfter'])
        .where('league_id', '=', leagueId)
        .orderBy('current', 'desc')
        .orderBy('code', 'desc')
        .execute()
    ).map((r) => ({ ...r, current: r.current === 1 }));
  /** The league and its season; an answer about a finished past season is kept a day (http/cache-policy). */
  const mustLeague = async (request: FastifyRequest, id: number, code?: string) => {
    const [l, s] = await Promise.all([league(id), season(id, code)]);
    if (!l) throw new ApiError(404, '赛事不存在', 404);
    if (!s) throw new ApiError(404, code === undefined ? '赛事不存在' : '该赛季暂无数据', 404);
    if (!s.current) answerIsPastSeason(request);
    return { l, s };
  };

  app.get<{ Querystring: { sport: Sport } }>(
    '/sportapi/leagues',
    { config: { cache: 'reference' }, schema: { querystring: query({ sport: sportSchema }, ['sport']) } },
    async (request) => {
      const rows = await all(
        db.qb,
        sql<LeagueRow>`${LEAGUE_SELECT} WHERE l.sport = ${request.query.sport} ORDER BY r.sort, c.id, l.sort`,
      );
      const tree: LeagueTreeData = {
        sport: request.query.sport,
        hot: rows.filter((r) => r.hot).map(leagueItem),
        regions: [],
      };
      for (const r of rows) {
        let region = tree.regions.find((x) => x.id === r.region_id);
        if (!region) tree.regions.push((region = { id: r.region_id, name: r.region, countries: [] }));
        let country = region.countries.find((x) => x.id === r.country_id);
        if (!country) region.countries.push((country = { id: r.country_id, name: r.country, leagues: [] }));
        country.leagues.push(leagueItem(r));
      }
      return ok(tree);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { season?: string } }>(
    '/sportapi/leagues/:id',
    { config: { cache: 'live' }, schema: { params: idParams, querystring: query({ season: SEASON_CODE }) } },
    async (request) => {
      const { l, s } = await mustLeague(request, request.params.id, request.query.season);
      const data: LeagueDetailData = {
        league: leagueItem(l),
        season: s,
        seasons: await seasons(l.id),
        standings: await ctx.standings.table(s.id),
        knockout: await knockoutRounds(ctx, s.id),
        nbaCup: await nbaCup(ctx, s.id),
      };
      return ok(data);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { round?: number; season?: string } }>(
    '/sportapi/leagues/:id/schedule',
    {
      config: { cache: 'live' },
      schema: {
        params: idParams,
        querystring: query({ round: { type: 'integer', minimum: 1, maximum: 500 }, season: SEASON_CODE }),
      },
    },
    async (request) => {
      const { s } = await mustLeague(request, request.params.id, request.query.season);
      const round = request.query.round ?? s.currentRound;
      if (round > s.totalRounds) throw new ApiError(404, '轮次不存在', 404);
      const rows = await all(
        db.qb,
        sql<MatchRow>`${MATCH_SELECT} WHERE m.season_id = ${s.id} AND m.round = ${round} ORDER BY m.kickoff, m.id`,
      );
      const rank = await ctx.standings.lookup([s.id]);
      const data: LeagueScheduleData = {
        season: s,
        round,
        roundName: s.firstDay
          ? gameDayLabel(s.firstDay, round)
          : rows[0]?.stage
            ? roundLabel(rows[0].stage, round, rows[0].leg)
            : `第${round}轮`,
        matches: rows.map((r) => toSummary(r, rank)),
      };
      return ok(data);
    },
  );

  /**
   * A league's leaders in its current or a past season (`season`); a past season with no row (the NBA's) is
   * answered from the past-leaders table when it has that season; an unknown code is 404 (该赛季暂无数据).
   */
  const leadersRoute = async (
    request: FastifyRequest,
    leagueId: number,
    type: LeaderType | undefined,
    code: string | undefined,
    page: PageArgs,
  ) => {
    const l = await league(leagueId);
    if (!l) throw new ApiError(404, '赛事不存在', 404);
    const s = await season(leagueId, code);
    if (!s && !(code !== undefined && hasPastLeaders(l.short_name, code)))
      throw new ApiError(404, code === undefined ? '赛事不存在' : '该赛季暂无数据', 404);
    const chosen = type ?? (l.sport === 'football' ? 'goals' : 'points');
    const allowed = l.sport === 'football' ? FOOTBALL_BOARDS : BASKETBALL_BOARDS;
    if (!allowed.includes(chosen)) throw new ApiError(400, '该项目不支持此榜单类型', 400);
    const which = s
      ? { id: s.id, current: s.current, code: s.code }
      : { id: null, current: false, code: code ?? '' };
    if (!which.current) answerIsPastSeason(request);
    return ok(await leaders(ctx, l, which, chosen, page));
  };
  app.get<{ Params: { id: number }; Querystring: { type?: LeaderType; season?: string } & PageArgs }>(
    '/sportapi/leagues/:id/leaders',
    {
      config: { cache: 'reference' },
      schema: {
        params: idParams,
        querystring: query({ type: LEADER_TYPES, season: SEASON_CODE, ...pageProps }),
      },
    },
    async (request) =>
      leadersRoute(request, request.params.id, request.query.type, request.query.season, request.query),
  );
  app.get<{ Querystring: { leagueId: number; type?: LeaderType; season?: string } & PageArgs }>(
    '/sportapi/rankings/players',
    {
      config: { cache: 'reference' },
      schema: {
        querystring: query({ leagueId: idSchema, type: LEADER_TYPES, season: SEASON_CODE, ...pageProps }, [
          'leagueId',
        ]),
      },
    },
    async (request) =>
      leadersRoute(request, request.query.leagueId, request.query.type, request.query.season, request.query),
  );
  app.get<{ Querystring: { leagueId: number; season?: string } }>(
    '/sportapi/rankings/standings',
    {
      config: { cache: 'live' },
      schema: { querystring: query({ leagueId: idSchema, season: SEASON_CODE }, ['leagueId']) },
    },
    async (request) => {
      const { l, s } = await mustLeague(request, request.query.leagueId, request.query.season);
      return ok({ league: leagueItem(l), season: s, standings: await ctx.standings.table(s.id) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/teams/:id',
    { config: { cache: 'live' }, schema: { params: idParams } },
    async (request) => {
      const data = await teamDetail(ctx, request.params.id);
      if (!data) throw new ApiError(404, '球队不存在', 404);
      return ok(data);
    },
  );
  app.get<{ Params: { id: number }; Querystring: { type: 'fixtures' | 'results' } & PageArgs }>(
    '/sportapi/teams/:id/matches',
    {
      config: { cache: 'live' },
      schema: {
        params: idParams,
        querystring: query({
          type: { type: 'string', enum: ['fixtures', 'results'], default: 'results' },
          ...pageProps,
        }),
      },
    },
    async (request) => {
      const data = await teamMatches(ctx, request.params.id, request.query.type, request.query);
      if (!data) throw new ApiError(404, '球队不存在', 404);
      return ok(data);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/sportapi/players/:id',
    { config: { cache: 'reference' }, schema: { params: idParams } },
    async (request) => {
      const data = await playerDetail(ctx, request.params.id);
      if (!data) throw new ApiError(404, '球员不存在', 404);
      return ok(data);
    },
  );
}
