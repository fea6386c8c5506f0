import { toPostgres, type SqlMigration } from '../db/ddl';

const ACCOUNTS = `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        phone TEXT UNIQUE,
        user_name TEXT NOT NULL,
        user_image TEXT NOT NULL DEFAULT '',
        user_tag TEXT NOT NULL DEFAULT '',
        password_hash TEXT,
        -- when a requested cancellation becomes final; NULL = active account
        cancel_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE accounts (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
        updated_at INTEGER NOT NULL
      );
      CREATE TABLE account_ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        delta INTEGER NOT NULL,
        balance_after INTEGER NOT NULL,
        reason TEXT NOT NULL,
        ref TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX account_ledger_ref ON account_ledger (user_id, ref) WHERE ref IS NOT NULL;
      CREATE TABLE user_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX user_tokens_user ON user_tokens (user_id);
      CREATE TABLE user_friends (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        friend_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, friend_id)
      );
    `;

/**
 * Tables of the account side. Times are epoch milliseconds (INTEGER); money is whole coins.
 * `orders` belongs to the top-up flow (server/src/pay), which extends it in its own migration pay-001.
 */
export const USER_MIGRATIONS: readonly SqlMigration[] = [
  {
    name: '001-user-accounts',
    legacyId: 'user-001-accounts',
    sql: ACCOUNTS,
    // PostgreSQL numbers users from an identity; user ids start at 10001 (SQLite: users-repo.ts).
    postgres: `${toPostgres(ACCOUNTS)}; ALTER TABLE users ALTER COLUMN id RESTART WITH 10001`,
  },
  {
    name: '002-user-verification',
    legacyId: 'user-002-verification',
    sql: `
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        phone TEXT NOT NULL,
        code_hash TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        consumed_at INTEGER
      );
      CREATE INDEX sms_codes_phone ON sms_codes (phone, id);
      CREATE TABLE wechat_identities (
        open_id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE wechat_codes (
        code_hash TEXT PRIMARY KEY,
        open_id TEXT NOT NULL,
        nickname TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        consumed_at INTEGER
      );
      -- a credential check on an account in its cancellation period allows cancelLogout from that device
      CREATE TABLE cancel_revocations (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        equipment TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, equipment)
      );
    `,
  },
  {
    name: '003-user-orders',
    legacyId: 'user-003-orders',
    sql: `
      CREATE TABLE orders (
        order_no TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        coins INTEGER NOT NULL CHECK (coins > 0),
        amount_fen INTEGER NOT NULL CHECK (amount_fen >= 0),
        state TEXT NOT NULL CHECK (state IN ('pending', 'paid', 'closed', 'failed')),
        created_at INTEGER NOT NULL,
        paid_at INTEGER
      );
      CREATE INDEX orders_user ON orders (user_id, created_at);
    `,
  },
  {
    name: '004-user-cancel-tickets',
    legacyId: 'user-004-cancel-tickets',
    sql: `
      -- cancelLogout needs a one-time ticket from a correct login in the cancellation period (stored hashed);
      -- the equipment header it used to trust is a public id.
      DROP TABLE cancel_revocations;
      CREATE TABLE cancel_tickets (
        ticket_hash TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX cancel_tickets_user ON cancel_tickets (user_id);
    `,
  },
  {
    // Default names were 用户 + the phone's last four digits, shown to others: a random code instead
    // (users-repo.ts, defaultUserName). Only names still exactly the default are touched.
    name: '014-user-default-names',
    sql: `
      UPDATE users SET user_name = '用户' || lower(hex(randomblob(3)))
      WHERE phone IS NOT NULL AND length(phone) >= 4 AND user_name = '用户' || substr(phone, -4)
    `,
    postgres: `
      UPDATE users SET user_name = '用户' || substr(md5(random()::text || id::text), 1, 6)
      WHERE phone IS NOT NULL AND length(phone) >= 4 AND user_name = '用户' || right(phone, 4)
    `,
  },
  {
    // The HMAC keys of the sign-in challenge and the trusted-device cookie (user/server-keys.ts), made once
    // by whichever instance needs one first and shared by all.
    name: '025-user-sign-in-keys',
    sql: `
      CREATE TABLE sign_in_keys (
        name TEXT PRIMARY KEY,
        secret TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
    // Issue 44: a password an operator was handed (`npm run ops`) must be changed at first sign-in, and an
    // operator's session remembers when it passed the second factor (ops/second-factor.ts).
    name: '027-user-password-change-second-factor',
    sql: `
      ALTER TABLE users ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE user_tokens ADD COLUMN second_factor_at INTEGER
    `,
  },
];
