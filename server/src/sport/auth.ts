import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LOGIN_INVALID_CODE } from '../../../shared/src/request/error-catalogue';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';

/**
 * How the sports API learns who is asking and takes coins. The user module owns users, tokens and balances;
 * the lead wires the real implementations with `registerSportApi(app, ctx, { auth, wallet })`.
 *
 * - `SportAuth.userIdFromRequest` returns the signed-in user's id or null.
 * - `Wallet.debit` takes `amount` coins inside the caller's SQLite transaction (it must be synchronous and use
 *   the same database so the purchase row and the debit commit or roll back together). It throws
 *   `InsufficientBalanceError` when the balance is too low and returns the new balance.
 * - `Wallet.balance` reads the balance (null when unknown).
 */
export interface SportAuth {
  /** null for a visitor (no token); throws the 1000 envelope error for a token that is not (or no longer) valid. */
  userIdFromRequest(request: FastifyRequest): number | null;
}

/**
 * A call that needs a user, made without one. Seed spec §8: 1000 means the login is invalid; the web client
 * logs out and goes to the site root (a 401 would only show its generic 认证失败 text).
 */
export const loginRequired = () => new ApiError(LOGIN_INVALID_CODE, '请先登录', 401);

export interface Wallet {
  debit(userId: number, amount: number, reason: string, idempotencyKey: string): number;
  balance(userId: number): number | null;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly balance: number) {
    super('余额不足');
  }
}

function tableColumns(db: Db, table: string): Set<string> {
  const rows = db.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as Array<{ name: string }>;
  return new Set(rows.map((r) => r.name));
}

/**
 * Default: the `token` header looked up in the user module's `user_tokens` table (sha256 `token_hash`, or a
 * plain `token` column) when it exists; otherwise everybody is signed out.
 */
export function defaultAuth(db: Db): SportAuth {
  return {
    userIdFromRequest(request) {
      const token = request.headers.token;
      if (typeof token !== 'string' || !token || token.length > 512) return null;
      const cols = tableColumns(db, 'user_tokens');
      if (!cols.has('user_id')) return null;
      const key = cols.has('token_hash') ? 'token_hash' : cols.has('token') ? 'token' : null;
      if (!key) return null;
      const value = key === 'token_hash' ? createHash('sha256').update(token).digest('hex') : token;
      const expiry = cols.has('expires_at') ? ' AND expires_at > ?' : '';
      const params: unknown[] = expiry ? [value, Date.now()] : [value];
      const row = db.prepare(`SELECT user_id FROM user_tokens WHERE ${key} = ?${expiry}`).get(...params) as
        { user_id: number } | undefined;
      return row ? Number(row.user_id) : null;
    },
  };
}

/**
 * Default: the user module's `accounts (user_id, balance)` with its `account_ledger` when they exist; otherwise
 * no balance at all (every paid purchase is refused as insufficient).
 */
export function defaultWallet(db: Db): Wallet {
  const ready = () => tableColumns(db, 'accounts').has('balance');
  const ledger = () => tableColumns(db, 'account_ledger').has('balance_after');
  return {
    balance(userId) {
      if (!ready()) return null;
      const row = db.prepare('SELECT balance FROM accounts WHERE user_id = ?').get(userId) as
        { balance: number } | undefined;
      return row ? Number(row.balance) : 0;
    },
    debit(userId, amount, reason, idempotencyKey) {
      const balance = this.balance(userId) ?? 0;
      if (balance < amount) throw new InsufficientBalanceError(balance);
      const now = Date.now();
      db.prepare('UPDATE accounts SET balance = balance - ?, updated_at = ? WHERE user_id = ?').run(
        amount,
        now,
        userId,
      );
      if (ledger()) {
        db.prepare(
          'INSERT INTO account_ledger (user_id, delta, balance_after, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(userId, -amount, balance - amount, reason, idempotencyKey, now);
      }
      return balance - amount;
    },
  };
}
