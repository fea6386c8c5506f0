import type { PayStateResult } from '@jincheng/shared/core';
import type { CreateOrderInput, TopUpCatalogue } from '@jincheng/shared/core';
import { ApiError } from '../http/envelope';
import type { Db } from '../db/database';
import { forUpdate } from '../db/query';
// The file, not the user barrel: that imports module-context.ts, whose Providers names PayProvider → here.
import type { UserService } from '../user/user-service';
import { PAY_CODES, orderNotFound } from './codes';
import type { PayNotification } from './notify-signature';
import { createOrdersRepo, newOrderNo, type OrderRow } from './orders-repo';
import {
  FIRST_ORDER_RULE,
  ORDER_TTL_MS,
  PAY_METHODS,
  TOP_UP_PACKAGES,
  findPackage,
  firstOrderBonusOf,
} from './packages';

/** What a notification did; the notify route answers the provider with it. */
export interface NotifyOutcome {
  order: OrderRow;
  /** true only for the one notification that credited the coins. */
  credited: boolean;
}

export const toPayState = (o: OrderRow): PayStateResult => ({
  orderNo: o.orderNo,
  state: o.state,
  coins: o.coins,
  firstOrderBonus: o.firstOrderBonus,
  amountFen: o.amountFen,
  payMethod: o.payMethod,
  createdAt: o.createdAt,
  paidAt: o.paidAt,
  expiresAt: o.expiresAt,
  closeReason: o.closeReason,
});

/**
 * The order life cycle of docs/topup.md: create → (paid | closed | failed), each move at most once. Every
 * move is one transaction. On PostgreSQL the order (settling) or the user's account row (creating) is
 * locked first, so two instances handling the same notification or the same idempotency key queue up:
 * the second sees the first one's result instead of repeating it.
 */
export function createOrderService(db: Db, users: UserService, now: () => number = Date.now) {
  const orders = createOrdersRepo(db);

  const ownOrder = async (userId: number, orderNo: string): Promise<OrderRow> => {
    await orders.expireDue(now());
    const order = await orders.find(orderNo);
    // Another user's order answers the same as a missing one, so order numbers cannot be probed.
    if (!order || order.userId !== userId) throw orderNotFound(orderNo);
    return order;
  };

  const conflict = () =>
    new ApiError(PAY_CODES.idempotencyConflict, '该请求编号已用于另一笔订单，请刷新页面后重试', 409);

  const insertOrder = (userId: number, input: CreateOrderInput): Promise<OrderRow> =>
    db.qb.transaction().execute(async (trx) => {
      const pkg = findPackage(input.amountFen);
      if (!pkg) throw new ApiError(PAY_CODES.invalidPackage, '充值金额无效，请选择页面上的充值套餐', 400);
      // One creation per user at a time: the same key from two tabs (or instances) gives one order.
      await forUpdate(
        db.engine,
        trx.selectFrom('accounts').select('user_id').where('user_id', '=', userId),
      ).execute();
      const existing = await orders.findByKey(userId, input.idempotencyKey, trx);
      if (existing) {
        if (existing.amountFen !== input.amountFen || existing.payMethod !== input.payMethod)
          throw conflict();
        return existing;
      }
      // Shown at creation; settled again when the order is paid (the first *paid* order gets it).
      const firstOrderBonus = (await orders.hasPaidOrder(userId, trx)) ? 0 : firstOrderBonusOf(pkg.baseCoins);
      const createdAt = now();
      for (;;) {
        const orderNo = newOrderNo(createdAt);
        const inserted = await orders.insert(
          {
            orderNo,
            userId,
            coins: pkg.baseCoins + pkg.bonusCoins + firstOrderBonus,
            baseCoins: pkg.baseCoins,
            bonusCoins: pkg.bonusCoins,
            firstOrderBonus,
            amountFen: pkg.amountFen,
            payMethod: input.payMethod,
            idempotencyKey: input.idempotencyKey,
            createdAt,
            expiresAt: createdAt + ORDER_TTL_MS,
          },
          trx,
        );
        if (inserted) return (await orders.find(orderNo, trx)) as OrderRow;
        // The order number collided (1 in a million per second); the key cannot have, it was checked above.
      }
    });

  type Settled = { outcome: string; order?: OrderRow; credited?: boolean; error?: ApiError };

  /** One transaction: the state change and the credit commit together or not at all. */
  const settle = (n: PayNotification, at: number): Promise<Settled> =>
    db.qb.transaction().execute(async (trx): Promise<Settled> => {
      await orders.expireDue(at, trx);
      const order = await orders.findForUpdate(n.orderNo, trx);
      if (!order) return { outcome: 'unknown-order', error: orderNotFound(n.orderNo) };
      if (n.amountFen !== order.amountFen)
        return {
          outcome: 'amount-mismatch',
          error: new ApiError(PAY_CODES.amountMismatch, '通知金额与订单金额不符', 400),
        };
      if (order.state === 'paid') return { outcome: 'duplicate', order, credited: false };
      if (order.state !== 'pending')
        return {
          outcome: `refused-${order.state}`,
          error: new ApiError(PAY_CODES.orderNotPayable, '订单已关闭，无法入账', 409),
        };
      if (n.tradeStatus === 'FAIL') {
        await orders.close(order.orderNo, 'failed', 'declined', at, trx);
        return { outcome: 'declined', order: await orders.find(order.orderNo, trx), credited: false };
      }
      // Settle the first-order benefit now: only the user's first *paid* order keeps it. Orders from before
      // pay-001 (no base coins recorded) credit what they say.
      const legacy = order.baseCoins === 0;
      const firstOrderBonus =
        legacy || (await orders.hasPaidOrder(order.userId, trx)) ? 0 : firstOrderBonusOf(order.baseCoins);
      const coins = legacy ? order.coins : order.baseCoins + order.bonusCoins + firstOrderBonus;
      await orders.markPaid(
        { orderNo: order.orderNo, tradeNo: n.tradeNo, paidAt: at, coins, firstOrderBonus },
        trx,
      );
      // The ledger's ref makes the credit itself idempotent too, as a second line of defence.
      await users.credit(order.userId, coins, { reason: 'top-up', ref: order.orderNo }, trx);
      return { outcome: 'credited', order: await orders.find(order.orderNo, trx), credited: true };
    });

  /** Applies a verified provider notification; every one is recorded with what it did, refusals too. */
  async function applyNotification(n: PayNotification): Promise<NotifyOutcome> {
    const at = now();
    const result = await settle(n, at);
    await orders.recordNotification(n.orderNo, n.tradeNo, n.tradeStatus, result.outcome, at);
    if (result.error || !result.order) throw result.error ?? orderNotFound(n.orderNo);
    return { order: result.order, credited: result.credited === true };
  }

  return {
    async catalogue(userId: number | null): Promise<Omit<TopUpCatalogue, 'payAvailable'>> {
      const eligible = userId === null || !(await orders.hasPaidOrder(userId));
      return {
        packages: TOP_UP_PACKAGES.map((p) => ({ ...p })),
        firstOrderBonus: Object.fromEntries(
          TOP_UP_PACKAGES.map((p) => [p.amountFen, firstOrderBonusOf(p.baseCoins)]),
        ),
        firstOrder: { eligible, rule: FIRST_ORDER_RULE },
        payMethods: PAY_METHODS.map((m) => ({ ...m })),
      };
    },
    create: (userId: number, input: CreateOrderInput) => insertOrder(userId, input),
    state: (userId: number, orderNo: string) => ownOrder(userId, orderNo),
    /** For the cashier page: any order by number (its key was checked), with expiry applied. */
    async findForCashier(orderNo: string): Promise<OrderRow | undefined> {
      await orders.expireDue(now());
      return orders.find(orderNo);
    },
    async cancel(orderNo: string): Promise<OrderRow | undefined> {
      await orders.expireDue(now());
      await orders.close(orderNo, 'closed', 'cancelled', now());
      return orders.find(orderNo);
    },
    applyNotification,
    ordersByNo: (userId: number, orderNos: string[]) => orders.findMany(userId, orderNos),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
