import type { Db } from '../db/database';
import { migrate } from '../db/database';
import { createAccounts, type BalanceChange, type LedgerEntry, type LedgerPage } from './accounts';
import { loginInvalid } from './codes';
import { USER_MIGRATIONS } from './migrations';
import { createTokenStore } from './tokens';
import { createUsersRepo } from './users-repo';

/** What other server modules (e.g. /sportapi unlocking paid solutions) may use of the account side. */
export interface UserService {
  /** The signed-in user behind a `token` header, or null when missing, unknown, expired or cancelled. */
  userIdFromToken(token: string | null | undefined): number | null;
  /** Same, but throws the code-1000 envelope error, which makes the web client log out. */
  requireUserId(token: string | null | undefined): number;
  /** Whole coins. */
  getBalance(userId: number): number;
  /** Takes coins; throws retcode 1010 '余额不足，请先充值' (HTTP 402) when the balance is short. */
  debit(userId: number, amount: number, entry: LedgerEntry): BalanceChange;
  credit(userId: number, amount: number, entry: LedgerEntry): BalanceChange;
  /** The ledger of balance moves, newest first (the account history, 账户明细). */
  history(userId: number, limit: number, offset: number): LedgerPage;
}

export type { BalanceChange, LedgerEntry, LedgerPage };

/** Safe to call from any module in any order: it applies the user migrations first (idempotent). */
export function createUserService(db: Db): UserService {
  migrate(db, USER_MIGRATIONS);
  const tokens = createTokenStore(db);
  const accounts = createAccounts(db);
  const users = createUsersRepo(db);
  return {
    userIdFromToken: (token) => tokens.resolve(token),
    requireUserId(token) {
      const userId = tokens.resolve(token);
      if (userId === null || !users.findById(userId)) throw loginInvalid();
      return userId;
    },
    getBalance: (userId) => accounts.getBalance(userId),
    debit: (userId, amount, entry) => accounts.debit(userId, amount, entry),
    credit: (userId, amount, entry) => accounts.credit(userId, amount, entry),
    history: (userId, limit, offset) => accounts.history(userId, limit, offset),
  };
}
