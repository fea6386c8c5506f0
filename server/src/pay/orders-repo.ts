import crypto from 'node:crypto';
import type { PayCloseReason, PayMethod, PayState } from '@jincheng/shared/core';
import type { Db, Exec } from '../db/database';
import { forUpdate } from '../db/query';

export interface OrderRow {
  orderNo: string;
  userId: number;
  state: PayState;
  /** Everything the order credits: base + bonus + firstOrderBonus. */
  coins: number;
  baseCoins: number;
  bonusCoins: number;
  firstOrderBonus: number;
  amountFen: number;
  payMethod: PayMethod;
  idempotencyKey: string | null;
  createdAt: number;
  paidAt: number | null;
  expiresAt: number | null;
  closeReason: PayCloseReason | null;
  tradeNo: string | null;
}

export type NewOrder = Omit<OrderRow, 'state' | 'paidAt' | 'closeReason' | 'tradeNo'>;

/** JC + Shanghai wall time to the second + 6 random digits, e.g. JC20250601203015482913. */
export function newOrderNo(now: number): string {
  const shanghai = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `JC${shanghai}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** SQL of the `orders` table for the top-up flow; the order service decides what may happen when. */
export function createOrdersRepo(db: Db) {
  const select = (exec: Exec) =>
    exec
      .selectFrom('orders')
      .select([
        'order_no as orderNo',
        'user_id as userId',
        'state',
        'coins',
        'base_coins as baseCoins',
        'bonus_coins as bonusCoins',
        'first_order_bonus as firstOrderBonus',
        'amount_fen as amountFen',
        'pay_method as payMethod',
        'idempotency_key as idempotencyKey',
        'created_at as createdAt',
        'paid_at as paidAt',
        'expires_at as expiresAt',
        'close_reason as closeReason',
        'trade_no as tradeNo',
      ])
      .$castTo<OrderRow>();

  return {
    find: (orderNo: string, exec: Exec = db.qb) =>
      select(exec).where('order_no', '=', orderNo).executeTakeFirst(),
    /** The order, locked until the transaction ends (PostgreSQL; SQLite's writer holds everything). */
    findForUpdate: (orderNo: string, trx: Exec) =>
      forUpdate(db.engine, select(trx).where('order_no', '=', orderNo)).executeTakeFirst(),
    findByKey: (userId: number, key: string, exec: Exec = db.qb) =>
      select(exec).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst(),
    findMany(userId: number, orderNos: string[]): Promise<OrderRow[]> {
      if (!orderNos.length) return Promise.resolve([]);
      return select(db.qb).where('user_id', '=', userId).where('order_no', 'in', orderNos).execute();
    },
    async hasPaidOrder(userId: number, exec: Exec = db.qb): Promise<boolean> {
      const row = await exec
        .selectFrom('orders')
        .select('order_no')
        .where('user_id', '=', userId)
        .where('state', '=', 'paid')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** false when the order number or the idempotency key is already taken. */
    async insert(order: NewOrder, exec: Exec = db.qb): Promise<boolean> {
      const result = await exec
        .insertInto('orders')
        .values({
          order_no: order.orderNo,
          user_id: order.userId,
          state: 'pending',
          coins: order.coins,
          base_coins: order.baseCoins,
          bonus_coins: order.bonusCoins,
          first_order_bonus: order.firstOrderBonus,
          amount_fen: order.amountFen,
          pay_method: order.payMethod,
          idempotency_key: order.idempotencyKey,
          created_at: order.createdAt,
          expires_at: order.expiresAt,
          updated_at: order.createdAt,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Lazily fails every pending order past its expiry; cheap thanks to the (state, expires_at) index. */
    async expireDue(now: number, exec: Exec = db.qb): Promise<number> {
      const result = await exec
        .updateTable('orders')
        .set({ state: 'failed', close_reason: 'expired', updated_at: now })
        .where('state', '=', 'pending')
        .where('expires_at', 'is not', null)
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async markPaid(
      p: { orderNo: string; tradeNo: string; paidAt: number; coins: number; firstOrderBonus: number },
      exec: Exec,
    ): Promise<boolean> {
      const result = await exec
        .updateTable('orders')
        .set({
          state: 'paid',
          paid_at: p.paidAt,
          trade_no: p.tradeNo,
          coins: p.coins,
          first_order_bonus: p.firstOrderBonus,
          updated_at: p.paidAt,
        })
        .where('order_no', '=', p.orderNo)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async close(
      orderNo: string,
      state: 'closed' | 'failed',
      reason: PayCloseReason,
      now: number,
      exec: Exec = db.qb,
    ): Promise<boolean> {
      const result = await exec
        .updateTable('orders')
        .set({ state, close_reason: reason, updated_at: now })
        .where('order_no', '=', orderNo)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async recordNotification(orderNo: string, tradeNo: string, status: string, outcome: string, now: number) {
      await db.qb
        .insertInto('pay_notifications')
        .values({ order_no: orderNo, trade_no: tradeNo, trade_status: status, outcome, received_at: now })
        .execute();
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
