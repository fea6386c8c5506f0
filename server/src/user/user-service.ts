import type { Db, Exec } from '../db/database';
import { createAccounts, type BalanceChange, type LedgerEntry, type LedgerPage } from './accounts';
import { loginInvalid } from './codes';
import { createTokenStore } from './tokens';
import { createUsersRepo } from './users-repo';

/**
 * What other server modules (e.g. /sportapi unlocking paid solutions) may use of the account side. Money
 * moves take an optional `exec`: the caller's transaction, so its own rows and the move commit together.
 */
export interface UserService {
  /** The signed-in user behind a `token` header, or null when missing, unknown, expired or cancelled. */
  userIdFromToken(token: string | null | undefined): Promise<number | null>;
  /** Same, but rejects with the code-1000 envelope error, which makes the web client log out. */
  requireUserId(token: string | null | undefined): Promise<number>;
  /** Whole coins; `lock` keeps the account row locked until `exec`'s transaction ends (PostgreSQL). */
  getBalance(userId: number, exec?: Exec, lock?: boolean): Promise<number>;
  /** Takes coins; rejects with retcode 1010 '余额不足，请先充值' (HTTP 402) when the balance is short. */
  debit(userId: number, amount: number, entry: LedgerEntry, exec?: Exec): Promise<BalanceChange>;
  credit(userId: number, amount: number, entry: LedgerEntry, exec?: Exec): Promise<BalanceChange>;
  /** The ledger of balance moves, newest first (the account history, 账户明细). */
  history(userId: number, limit: number, offset: number): Promise<LedgerPage>;
}

export type { BalanceChange, LedgerEntry, LedgerPage };

/** Needs a migrated database (db/migrate.ts); the app migrates once at start. */
export function createUserService(db: Db): UserService {
  const tokens = createTokenStore(db);
  const accounts = createAccounts(db);
  const users = createUsersRepo(db);
  return {
    userIdFromToken: (token) => tokens.resolve(token),
    async requireUserId(token) {
      const userId = await tokens.resolve(token);
      if (userId === null || !(await users.findById(userId))) throw loginInvalid();
      return userId;
    },
    getBalance: (userId, exec, lock) => accounts.getBalance(userId, exec, lock),
    debit: (userId, amount, entry, exec) => accounts.debit(userId, amount, entry, exec),
    credit: (userId, amount, entry, exec) => accounts.credit(userId, amount, entry, exec),
    history: (userId, limit, offset) => accounts.history(userId, limit, offset),
  };
}
