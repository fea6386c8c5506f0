import type { FastifyRequest } from 'fastify';
import type { Exec } from '../db/database';

/**
 * How the sports API learns who is asking and takes coins. The user module owns users, tokens and balances;
 * the app wires the real implementations with `registerSportApi(app, ctx, { auth, wallet })` (wiring.ts).
 *
 * - `SportAuth.userIdFromRequest` resolves to the signed-in user's id or null.
 * - `Wallet.debit` takes `amount` coins inside the caller's transaction `exec` (the same database, so the
 *   purchase row and the debit commit or roll back together). It rejects with `InsufficientBalanceError`
 *   when the balance is too low and resolves to the new balance.
 * - `Wallet.balance` reads the balance (null when unknown); `Wallet.hold` reads it and keeps the account
 *   locked until `exec`'s transaction ends (PostgreSQL `FOR UPDATE`), so concurrent purchases of one user
 *   queue up instead of racing.
 */
export interface SportAuth {
  /** null for a visitor (no token); rejects with the 1000 envelope error for a token that is not (or no longer) valid. */
  userIdFromRequest(request: FastifyRequest): Promise<number | null>;
}

export { loginRequired } from '../http/envelope';

export interface Wallet {
  debit(userId: number, amount: number, reason: string, idempotencyKey: string, exec: Exec): Promise<number>;
  balance(userId: number, exec?: Exec): Promise<number | null>;
  hold(userId: number, exec: Exec): Promise<number | null>;
}

export class InsufficientBalanceError extends Error {
  constructor(readonly balance: number) {
    super('余额不足');
  }
}

/** Without the user module everybody is a visitor. */
export const visitorsOnly: SportAuth = { userIdFromRequest: async () => null };

/** Without the user module there is no balance: every paid purchase is refused as insufficient. */
export const noWallet: Wallet = {
  balance: async () => null,
  hold: async () => null,
  debit: async () => {
    throw new InsufficientBalanceError(0);
  },
};
