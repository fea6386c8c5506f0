import type { FastifyInstance } from 'fastify';
import type { TransactionPage, TransactionsQuery } from '@jincheng/shared/core';
import { ok } from '../../http/envelope';
import type { PayDeps } from '../deps';
import { bodySchema } from '../schemas';
import { describeLedger } from '../transactions';

export const MAX_PAGE_SIZE = 50;

/** pay/transactions (prefix /userapi): 账户明细, every balance move of the signed-in user, newest first. */
export function registerTransactionRoutes(app: FastifyInstance, deps: PayDeps): void {
  app.post<{ Body: TransactionsQuery }>(
    '/pay/transactions',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          {
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
          },
          ['page', 'pageSize'],
        ),
      },
    },
    async (request) => {
      const userId = await deps.requireUser(request);
      const { page, pageSize } = request.body;
      const ledger = await deps.users.history(userId, pageSize, (page - 1) * pageSize);
      const refs = ledger.rows.filter((r) => r.reason === 'top-up' && r.ref).map((r) => r.ref as string);
      const orders = new Map((await deps.orders.ordersByNo(userId, refs)).map((o) => [o.orderNo, o]));
      const answer: TransactionPage = {
        list: describeLedger(ledger.rows, orders),
        total: ledger.total,
        page,
        pageSize,
      };
      return ok(answer);
    },
  );
}
