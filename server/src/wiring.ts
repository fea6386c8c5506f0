import type { FastifyRequest } from 'fastify';
import { ApiError } from './http/envelope';
import { InsufficientBalanceError, type SportAuth, type Wallet } from './sport/auth';
import { USER_CODES } from './user/codes';
import type { UserService } from './user';

/**
 * The sports API learns who is asking from the user module's tokens (the `token` header). No token is a
 * visitor; a token that is expired, revoked or forged answers 1000 as on /userapi, so the web client's one
 * logout path (log out, go to the site root) works for both APIs.
 */
export function sportAuthFrom(users: UserService): SportAuth {
  return {
    async userIdFromRequest(request: FastifyRequest) {
      const token = request.headers.token;
      if (typeof token !== 'string' || token === '') return null;
      return users.requireUserId(token);
    },
  };
}

/**
 * Paid solutions are bought with the user module's balance and ledger (one ledger for 账户明细), inside the
 * purchase's transaction.
 */
export function sportWalletFrom(users: UserService): Wallet {
  return {
    balance: (userId, exec) => users.getBalance(userId, exec),
    hold: (userId, exec) => users.getBalance(userId, exec, true),
    async debit(userId, amount, reason, idempotencyKey, exec) {
      try {
        return (await users.debit(userId, amount, { reason, ref: idempotencyKey }, exec)).balance;
      } catch (error) {
        if (error instanceof ApiError && error.retcode === USER_CODES.insufficientBalance) {
          throw new InsufficientBalanceError(await users.getBalance(userId, exec));
        }
        throw error;
      }
    },
  };
}
