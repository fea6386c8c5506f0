import { answerIsPastSeason } from '../../http/cache-policy';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { playerSeasonLine, teamStats } from '../repo/season-stats';
import { idParams, idSchema, query, SEASON_CODE } from './schemas';

/** A team's 数据 per season and a player's season line (the comparison), summed from the match lines. */
export function registerSeasonStatsRoutes(ctx: SportContext): void {
  const { app } = ctx;
  app.get<{ Params: { id: number }; Querystring: { season?: string; leagueId?: number } }>(
    '/sportapi/teams/:id/stats',
    {
      config: { cache: 'reference' },
      schema: { params: idParams, querystring: query({ season: SEASON_CODE, leagueId: idSchema }) },
    },
    async (request) => {
      const data = await teamStats(ctx, request.params.id, request.query.season, request.query.leagueId);
      if (data === undefined) throw new ApiError(404, '球队不存在', 404);
      if (data === null) throw new ApiError(404, '该赛季暂无数据', 404);
      // A finished past season's figures are kept a day (http/cache-policy).
      if (!data.season.current) answerIsPastSeason(request);
      return ok(data);
    },
  );
  app.get<{ Params: { id: number } }>(
    '/sportapi/players/:id/season',
    { config: { cache: 'reference' }, schema: { params: idParams } },
    async (request) => {
      const data = await playerSeasonLine(ctx, request.params.id);
      if (!data) throw new ApiError(404, '球员不存在', 404);
      return ok(data);
    },
  );
}
