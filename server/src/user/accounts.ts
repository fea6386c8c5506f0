import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';

export interface LedgerEntry {
  /** Why the balance moved, e.g. 'solution-unlock', 'top-up'. */
  reason: string;
  /** Idempotency key per user (e.g. an order number): a second move with the same ref is not applied. */
  ref?: string;
}

/** One move of the ledger, for the account history (账户明细). */
export interface LedgerRow {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  ref: string | null;
  createdAt: number;
}

export interface LedgerPage {
  total: number;
  rows: LedgerRow[];
}

export interface BalanceChange {
  balance: number;
  /** false when `ref` had already been applied. */
  applied: boolean;
}

/** Coin balances with a ledger; each move is one transaction, so a balance never goes below zero. */
export function createAccounts(db: Db) {
  const balanceOf = db.prepare('SELECT balance FROM accounts WHERE user_id = ?');
  const refSeen = db.prepare('SELECT 1 FROM account_ledger WHERE user_id = ? AND ref = ?');
  const update = db.prepare('UPDATE accounts SET balance = ?, updated_at = ? WHERE user_id = ?');
  const record = db.prepare(
    'INSERT INTO account_ledger (user_id, delta, balance_after, reason, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  const historyRows = db.prepare(
    `SELECT id, delta, balance_after AS balanceAfter, reason, ref, created_at AS createdAt
     FROM account_ledger WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
  );
  const historyCount = db.prepare('SELECT COUNT(*) AS n FROM account_ledger WHERE user_id = ?');

  const getBalance = (userId: number): number => {
    const row = balanceOf.get(userId) as { balance: number } | undefined;
    if (!row) throw new ApiError(USER_CODES.loginInvalid, '账户不存在', 401);
    return row.balance;
  };

  const move = db.transaction((userId: number, delta: number, entry: LedgerEntry): BalanceChange => {
    const current = getBalance(userId);
    if (entry.ref && refSeen.get(userId, entry.ref)) return { balance: current, applied: false };
    const next = current + delta;
    if (next < 0) throw new ApiError(USER_CODES.insufficientBalance, '余额不足，请先充值', 402);
    const now = Date.now();
    update.run(next, now, userId);
    record.run(userId, delta, next, entry.reason, entry.ref ?? null, now);
    return { balance: next, applied: true };
  });

  const checkAmount = (amount: number) => {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new RangeError(`amount must be a positive integer: ${amount}`);
  };

  return {
    getBalance,
    /** Newest first. */
    history(userId: number, limit: number, offset: number): LedgerPage {
      const { n } = historyCount.get(userId) as { n: number };
      return { total: n, rows: historyRows.all(userId, limit, offset) as LedgerRow[] };
    },
    credit(userId: number, amount: number, entry: LedgerEntry): BalanceChange {
      checkAmount(amount);
      return move(userId, amount, entry);
    },
    debit(userId: number, amount: number, entry: LedgerEntry): BalanceChange {
      checkAmount(amount);
      return move(userId, -amount, entry);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
