import type {
  BuySolutionData,
  SolutionDetailData,
  SolutionResult,
  Sport,
} from '../../../../shared/src/api/sport';
import { ApiError, ok } from '../../http/envelope';
import { InsufficientBalanceError, loginRequired } from '../auth';
import type { SportContext } from '../context';
import {
  expertSummary,
  SOLUTION_SELECT,
  solutionSummary,
  type ExpertRow,
  type SolutionRow,
} from '../repo/content-rows';
import { idParams, idSchema, offset, pageOf, pageProps, query, sportSchema, type PageArgs } from './schemas';

/** Solutions: the free part for everyone, the paid analysis for buyers; buying is idempotent per user. */
export function registerSolutionRoutes(ctx: SportContext): void {
  const { app, db } = ctx;
  const find = (id: number) =>
    db.prepare(`${SOLUTION_SELECT} WHERE s.id = ?`).get(id) as SolutionRow | undefined;
  const purchased = (userId: number | null, id: number) =>
    userId !== null &&
    db.prepare('SELECT 1 FROM sport_purchases WHERE user_id = ? AND solution_id = ?').get(userId, id) !==
      undefined;

  app.get<{
    Querystring: { expertId?: number; matchId?: number; sport?: Sport; result?: SolutionResult } & PageArgs;
  }>(
    '/sportapi/solutions',
    {
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
      const where: string[] = [];
      const params: unknown[] = [];
      if (q.expertId) {
        where.push('s.expert_id = ?');
        params.push(q.expertId);
      }
      if (q.matchId) {
        where.push('s.match_id = ?');
        params.push(q.matchId);
      }
      if (q.sport) {
        where.push('e.sport = ?');
        params.push(q.sport);
      }
      if (q.result) {
        where.push('s.result = ?');
        params.push(q.result);
      }
      const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      const total = (
        db
          .prepare(
            `SELECT count(*) n FROM sport_solutions s JOIN sport_experts e ON e.id = s.expert_id${clause}`,
          )
          .get(...params) as { n: number }
      ).n;
      const rows = db
        .prepare(`${SOLUTION_SELECT}${clause} ORDER BY s.published_at DESC, s.id DESC LIMIT ? OFFSET ?`)
        .all(...params, q.pageSize, offset(q)) as SolutionRow[];
      return ok(
        pageOf(
          rows.map((s) => solutionSummary(ctx, s)),
          total,
          q,
        ),
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/solutions/:id',
    { schema: { params: idParams } },
    async (request) => {
      const s = find(request.params.id);
      if (!s) throw new ApiError(404, '方案不存在', 404);
      const userId = ctx.auth.userIdFromRequest(request);
      const bought = purchased(userId, s.id);
      const open = bought || s.price === 0;
      const expert = db.prepare('SELECT * FROM sport_experts WHERE id = ?').get(s.expert_id) as ExpertRow;
      const data: SolutionDetailData = {
        ...solutionSummary(ctx, s),
        expert: expertSummary(ctx, expert),
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
    { schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: {} } } },
    async (request) => {
      const userId = ctx.auth.userIdFromRequest(request);
      if (userId === null) throw loginRequired();
      const s = find(request.params.id);
      if (!s) throw new ApiError(404, '方案不存在', 404);
      // The purchase row and the debit commit together; the unique (user, solution) key makes a repeat free.
      const result = db.transaction((): BuySolutionData => {
        if (purchased(userId, s.id) || s.price === 0) {
          return {
            solutionId: s.id,
            charged: 0,
            alreadyPurchased: s.price > 0,
            balance: ctx.wallet.balance(userId),
            analysis: s.analysis,
            pick: s.pick,
          };
        }
        const balance = ctx.wallet.debit(
          userId,
          s.price,
          `购买方案 ${s.id}`,
          `sport-solution-${userId}-${s.id}`,
        );
        db.prepare(
          'INSERT INTO sport_purchases (user_id, solution_id, price, created_at) VALUES (?, ?, ?, ?)',
        ).run(userId, s.id, s.price, Date.now());
        return {
          solutionId: s.id,
          charged: s.price,
          alreadyPurchased: false,
          balance,
          analysis: s.analysis,
          pick: s.pick,
        };
      });
      try {
        return ok(result.immediate(), '购买成功');
      } catch (error) {
        if (error instanceof InsufficientBalanceError)
          throw new ApiError(402, `余额不足，当前余额 ${error.balance}`, 402);
        throw error;
      }
    },
  );
}
