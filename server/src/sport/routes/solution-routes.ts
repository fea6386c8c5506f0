import type {
  BuySolutionData,
  SolutionDetailData,
  SolutionResult,
  SolutionSummary,
  Sport,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import type { Exec } from '../../db/database';
import { all, first } from '../../db/query';
import { ApiError, ok } from '../../http/envelope';
import { InsufficientBalanceError, loginRequired } from '../auth';
import type { SportContext } from '../context';
import {
  expertSummary,
  SOLUTION_SELECT,
  solutionSummaries,
  type ExpertRow,
  type SolutionRow,
} from '../repo/content-rows';
import { idParams, idSchema, offset, pageOf, pageProps, query, sportSchema, type PageArgs } from './schemas';

/** Solutions: the free part for everyone, the paid analysis for buyers; buying is idempotent per user. */
export function registerSolutionRoutes(ctx: SportContext): void {
  const { app, db } = ctx;
  const find = (id: number) => first(db.qb, sql<SolutionRow>`${SOLUTION_SELECT} WHERE s.id = ${id}`);
  const purchased = async (userId: number | null, id: number, exec: Exec = db.qb) =>
    userId !== null &&
    (await exec
      .selectFrom('sport_purchases')
      .select('id')
      .where('user_id', '=', userId)
      .where('solution_id', '=', id)
      .executeTakeFirst()) !== undefined;

  app.get<{
    Querystring: { expertId?: number; matchId?: number; sport?: Sport; result?: SolutionResult } & PageArgs;
  }>(
    '/sportapi/solutions',
    {
      config: { cache: 'live' },
      schema: {
        querystring: query({
          expertId: idSchema,
          matchId: idSchema,
          sport: sportSchema,
          result: { type: 'string', enum: ['pending', 'red', 'black'] },
          ...pageProps,
        }),
      },
    },
    async (request) => {
      const q = request.query;
      const where = [sql`1 = 1`];
      if (q.expertId) where.push(sql`s.expert_id = ${q.expertId}`);
      if (q.matchId) where.push(sql`s.match_id = ${q.matchId}`);
      if (q.sport) where.push(sql`e.sport = ${q.sport}`);
      if (q.result) where.push(sql`s.result = ${q.result}`);
      const clause = sql` WHERE ${sql.join(where, sql` AND `)}`;
      const [count, rows] = await Promise.all([
        first(
          db.qb,
          sql<{
            n: number;
          }>`SELECT count(*) n FROM sport_solutions s JOIN sport_experts e ON e.id = s.expert_id${clause}`,
        ),
        all(
          db.qb,
          sql<SolutionRow>`${SOLUTION_SELECT}${clause} ORDER BY s.published_at DESC, s.id DESC
            LIMIT ${q.pageSize} OFFSET ${offset(q)}`,
        ),
      ]);
      return ok(pageOf(await solutionSummaries(ctx, rows), Number(count?.n ?? 0), q));
    },
  );

  // A bought analysis is the buyer's: public without a token, private with one ('viewer').
  app.get<{ Params: { id: number } }>(
    '/sportapi/solutions/:id',
    { config: { cache: 'viewer' }, schema: { params: idParams } },
    async (request) => {
      const s = await find(request.params.id);
      if (!s) throw new ApiError(404, '方案不存在', 404);
      const userId = await ctx.auth.userIdFromRequest(request);
      const bought = await purchased(userId, s.id);
      const open = bought || s.price === 0;
      const expert = (await db.qb
        .selectFrom('sport_experts')
        .selectAll()
        .where('id', '=', s.expert_id)
        .executeTakeFirstOrThrow()) as ExpertRow;
      const [summary] = await solutionSummaries(ctx, [s], () => open);
      const data: SolutionDetailData = {
        ...(summary as SolutionSummary),
        expert: await expertSummary(ctx, expert),
        analysis: open ? s.analysis : null,
        pick: open ? s.pick : null,
        purchased: bought,
        locked: !open,
      };
      return ok(data);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/sportapi/solutions/:id/buy',
    {
      config: { cache: 'private' },
      schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request) => {
      const userId = await ctx.auth.userIdFromRequest(request);
      if (userId === null) throw loginRequired();
      const s = await find(request.params.id);
      if (!s) throw new ApiError(404, '方案不存在', 404);
      // The buyer sees the pick now, and the model's verdict on it (read before the purchase's transaction).
      const [{ model }] = (await solutionSummaries(ctx, [s], () => true)) as [SolutionSummary];
      // The purchase row and the debit commit together. `hold` locks the buyer's account row first (on
      // PostgreSQL), so the same purchase from two instances at once queues up: the second finds the first's
      // purchase and charges nothing; the unique (user, solution) key backs that up.
      const buy = async (trx: Exec): Promise<BuySolutionData> => {
        const balance = await ctx.wallet.hold(userId, trx);
        if (s.price === 0 || (await purchased(userId, s.id, trx))) {
          const alreadyPurchased = s.price > 0;
          return {
            solutionId: s.id,
            charged: 0,
            alreadyPurchased,
            balance,
            analysis: s.analysis,
            pick: s.pick,
            model,
          };
        }
        const reason = `购买方案 ${s.id}`;
        const after = await ctx.wallet.debit(
          userId,
          s.price,
          reason,
          `sport-solution-${userId}-${s.id}`,
          trx,
        );
        await trx
          .insertInto('sport_purchases')
          .values({ user_id: userId, solution_id: s.id, price: s.price, created_at: Date.now() })
          .execute();
        return {
          solutionId: s.id,
          charged: s.price,
          alreadyPurchased: false,
          balance: after,
          analysis: s.analysis,
          pick: s.pick,
          model,
        };
      };
      try {
        return ok(await db.qb.transaction().execute(buy), '购买成功');
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw new ApiError(402, `余额不足，当前余额 ${error.balance}`, 402);
        throw error;
      }
    },
  );
}
