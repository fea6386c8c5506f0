import type { FastifyInstance } from 'fastify';
import type { PayState, PayStateQuery, PayStateResult } from '../../../../shared/src/api/user/types';
import { ApiError, ok } from '../../http/envelope';
import { USER_CODES } from '../codes';
import type { UserDeps } from '../deps';
import { bodySchema } from '../schemas';

interface OrderRow {
  orderNo: string;
  state: PayState;
  coins: number;
  amountFen: number;
  createdAt: number;
  paidAt: number | null;
}

/** pay/query/state (prefix /userapi): the state of one of the signed-in user's top-up orders. */
export function registerPayRoutes(app: FastifyInstance, deps: UserDeps): void {
  const find = deps.db.prepare(
    `SELECT order_no AS orderNo, state, coins, amount_fen AS amountFen, created_at AS createdAt, paid_at AS paidAt
     FROM orders WHERE order_no = ? AND user_id = ?`,
  );

  app.post<{ Body: PayStateQuery }>(
    '/pay/query/state',
    {
      schema: {
        body: bodySchema({ orderNo: { type: 'string', pattern: '^[A-Za-z0-9_-]{6,64}$' } }, ['orderNo']),
      },
    },
    async (request) => {
      const userId = deps.requireUser(request);
      // Another user's order answers the same as a missing one, so order numbers cannot be probed.
      const order = find.get(request.body.orderNo, userId) as OrderRow | undefined;
      if (!order) throw new ApiError(USER_CODES.orderNotFound, `订单不存在：${request.body.orderNo}`, 404);
      const result: PayStateResult = { ...order };
      return ok(result);
    },
  );
}
