import type { Db, Exec } from '../db/database';
import { forUpdate, inTransaction } from '../db/query';
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

/**
 * Coin balances with a ledger; each move is one transaction (the caller's, when it passes one), so a
 * balance never goes below zero and the ledger always adds up to it. On PostgreSQL the account row is read
 * FOR UPDATE: a second move of the same user waits, then sees the first one's balance and ledger row.
 */
export function createAccounts(db: Db) {
  const getBalance = async (userId: number, exec: Exec = db.qb, lock = false): Promise<number> => {
    const query = exec.selectFrom('accounts').select('balance').where('user_id', '=', userId);
    const row = await (lock ? forUpdate(db.engine, query) : query).executeTakeFirst();
    if (!row) throw new ApiError(USER_CODES.loginInvalid, '账户不存在', 401);
    return row.balance;
  };

  const move = (exec: Exec, userId: number, delta: number, entry: LedgerEntry): Promise<BalanceChange> =>
    inTransaction(exec, async (trx) => {
      const current = await getBalance(userId, trx, true);
      if (entry.ref) {
        const seen = await trx
          .selectFrom('account_ledger')
          .select('id')
          .where('user_id', '=', userId)
          .where('ref', '=', entry.ref)
          .executeTakeFirst();
        if (seen) return { balance: current, applied: false };
      }
      const next = current + delta;
      if (next < 0) throw new ApiError(USER_CODES.insufficientBalance, '余额不足，请先充值', 402);
      const now = Date.now();
      await trx
        .updateTable('accounts')
        .set({ balance: next, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
      await trx
        .insertInto('account_ledger')
        .values({
          user_id: userId,
          delta,
          balance_after: next,
          reason: entry.reason,
          ref: entry.ref ?? null,
          created_at: now,
        })
        .execute();
      return { balance: next, applied: true };
    });

  const checkAmount = (amount: number) => {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new RangeError(`amount must be a positive integer: ${amount}`);
  };

  return {
    getBalance: (userId: number, exec: Exec = db.qb, lock = false) => getBalance(userId, exec, lock),
    /** Newest first. */
    async history(userId: number, limit: number, offset: number): Promise<LedgerPage> {
      const count = await db.qb
        .selectFrom('account_ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const rows = await db.qb
        .selectFrom('account_ledger')
        .select(['id', 'delta', 'balance_after as balanceAfter', 'reason', 'ref', 'created_at as createdAt'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { total: Number(count.n), rows };
    },
    /** `exec`: the caller's transaction, so the move commits or rolls back with the caller's own writes. */
    credit(userId: number, amount: number, entry: LedgerEntry, exec: Exec = db.qb): Promise<BalanceChange> {
      checkAmount(amount);
      return move(exec, userId, amount, entry);
    },
    debit(userId: number, amount: number, entry: LedgerEntry, exec: Exec = db.qb): Promise<BalanceChange> {
      checkAmount(amount);
      return move(exec, userId, -amount, entry);
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
