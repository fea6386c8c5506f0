import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { VersionedCache } from '../live/versioned-cache';
import { BOOKMAKERS, bookById } from '../odds/bookmakers';
import { dayOdds, matchOddsOf } from '../repo/odds';
import { validDay } from './matches-routes';
import { idParams, query } from './schemas';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** 指数: a match's odds with every book's opening, current and history; a day's odds for the list column. */
export function registerOddsRoutes(ctx: SportContext): void {
  const { app } = ctx;
  const cache = new VersionedCache(() => ctx.hub.lastId);

  app.get<{ Params: { id: number } }>(
    '/sportapi/matches/:id/odds',
    { config: { cache: 'live' }, schema: { params: idParams } },
    async (request) => {
      const odds = await matchOddsOf(ctx, request.params.id);
      if (!odds) throw new ApiError(404, '比赛不存在', 404);
      return ok(odds);
    },
  );

  app.get<{ Querystring: { date?: string; book?: string } }>(
    '/sportapi/odds',
    {
      config: { cache: 'live' },
      schema: {
        querystring: query({ date: DATE, book: { type: 'string', enum: BOOKMAKERS.map((b) => b.id) } }),
      },
    },
    async (request, reply) => {
      const day = validDay(request.query.date);
      const book = bookById(request.query.book ?? BOOKMAKERS[0]!.id);
      if (!book) throw new ApiError(400, '参数错误：book', 400);
      reply.type('application/json; charset=utf-8');
      return cache.get(`${day}|${book.id}`, async () => JSON.stringify(ok(await dayOdds(ctx, day, book))));
    },
  );
}
