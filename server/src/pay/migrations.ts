import type { SqlMigration } from '../db/ddl';

/**
 * The top-up flow's additions to the user module's `orders` table (user-003) and its own tables.
 * Times are epoch ms; money in fen; coins whole. Rows from before pay-001 have no expiry (`expires_at` NULL).
 */
export const PAY_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '006-pay-order-flow',
    legacyId: 'pay-001-order-flow',
    sql: `
      ALTER TABLE orders ADD COLUMN pay_method TEXT NOT NULL DEFAULT 'wechat';
      ALTER TABLE orders ADD COLUMN base_coins INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE orders ADD COLUMN bonus_coins INTEGER NOT NULL DEFAULT 0;
      -- the part of coins that is the first-order benefit; settled when the order is paid
      ALTER TABLE orders ADD COLUMN first_order_bonus INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE orders ADD COLUMN idempotency_key TEXT;
      ALTER TABLE orders ADD COLUMN expires_at INTEGER;
      ALTER TABLE orders ADD COLUMN close_reason TEXT;
      ALTER TABLE orders ADD COLUMN trade_no TEXT;
      ALTER TABLE orders ADD COLUMN updated_at INTEGER;
      CREATE UNIQUE INDEX orders_idempotency ON orders (user_id, idempotency_key)
        WHERE idempotency_key IS NOT NULL;
      CREATE INDEX orders_pending_expiry ON orders (state, expires_at);
      -- every provider notification as received, with what it did (an audit trail for support)
      CREATE TABLE pay_notifications (
        id INTEGER PRIMARY KEY,
        order_no TEXT NOT NULL,
        trade_no TEXT NOT NULL,
        trade_status TEXT NOT NULL,
        outcome TEXT NOT NULL,
        received_at INTEGER NOT NULL
      );
      CREATE INDEX pay_notifications_order ON pay_notifications (order_no);
      CREATE TABLE pay_settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
];
