import crypto from 'node:crypto';
import type { PayCloseReason, PayMethod, PayState } from '../../../shared/src/api/user/types';
import type { Db } from '../db/database';

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

const COLUMNS = `order_no AS orderNo, user_id AS userId, state, coins, base_coins AS baseCoins,
  bonus_coins AS bonusCoins, first_order_bonus AS firstOrderBonus, amount_fen AS amountFen,
  pay_method AS payMethod, idempotency_key AS idempotencyKey, created_at AS createdAt, paid_at AS paidAt,
  expires_at AS expiresAt, close_reason AS closeReason, trade_no AS tradeNo`;

/** JC + Shanghai wall time to the second + 6 random digits, e.g. JC20250601203015482913. */
export function newOrderNo(now: number): string {
  const shanghai = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `JC${shanghai}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** SQL of the `orders` table for the top-up flow; the order service decides what may happen when. */
export function createOrdersRepo(db: Db) {
  const byNo = db.prepare(`SELECT ${COLUMNS} FROM orders WHERE order_no = ?`);
  const byKey = db.prepare(`SELECT ${COLUMNS} FROM orders WHERE user_id = ? AND idempotency_key = ?`);
  const paidCount = db.prepare("SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND state = 'paid'");
  const insert = db.prepare(
    `INSERT INTO orders (order_no, user_id, state, coins, base_coins, bonus_coins, first_order_bonus,
       amount_fen, pay_method, idempotency_key, created_at, expires_at, updated_at)
     VALUES (@orderNo, @userId, 'pending', @coins, @baseCoins, @bonusCoins, @firstOrderBonus,
       @amountFen, @payMethod, @idempotencyKey, @createdAt, @expiresAt, @createdAt)
     ON CONFLICT DO NOTHING`,
  );
  const expire = db.prepare(
    `UPDATE orders SET state = 'failed', close_reason = 'expired', updated_at = @now
     WHERE state = 'pending' AND expires_at IS NOT NULL AND expires_at <= @now`,
  );
  const pay = db.prepare(
    `UPDATE orders SET state = 'paid', paid_at = @paidAt, trade_no = @tradeNo, coins = @coins,
       first_order_bonus = @firstOrderBonus, updated_at = @paidAt
     WHERE order_no = @orderNo AND state = 'pending'`,
  );
  const close = db.prepare(
    `UPDATE orders SET state = @state, close_reason = @reason, updated_at = @now
     WHERE order_no = @orderNo AND state = 'pending'`,
  );
  const notification = db.prepare(
    `INSERT INTO pay_notifications (order_no, trade_no, trade_status, outcome, received_at)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const byRefs = (count: number) =>
    db.prepare(
      `SELECT ${COLUMNS} FROM orders WHERE user_id = ? AND order_no IN (${'?,'.repeat(count - 1)}?)`,
    );

  return {
    find: (orderNo: string) => byNo.get(orderNo) as OrderRow | undefined,
    findByKey: (userId: number, key: string) => byKey.get(userId, key) as OrderRow | undefined,
    findMany(userId: number, orderNos: string[]): OrderRow[] {
      return orderNos.length ? (byRefs(orderNos.length).all(userId, ...orderNos) as OrderRow[]) : [];
    },
    hasPaidOrder: (userId: number) => (paidCount.get(userId) as { n: number }).n > 0,
    /** false when the order number or the idempotency key is already taken. */
    insert: (order: NewOrder) => insert.run(order).changes === 1,
    /** Lazily fails every pending order past its expiry; cheap thanks to the (state, expires_at) index. */
    expireDue: (now: number) => expire.run({ now }).changes,
    markPaid: (p: {
      orderNo: string;
      tradeNo: string;
      paidAt: number;
      coins: number;
      firstOrderBonus: number;
    }) => pay.run(p).changes === 1,
    close: (orderNo: string, state: 'closed' | 'failed', reason: PayCloseReason, now: number) =>
      close.run({ orderNo, state, reason, now }).changes === 1,
    recordNotification: (orderNo: string, tradeNo: string, status: string, outcome: string, now: number) =>
      notification.run(orderNo, tradeNo, status, outcome, now),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
