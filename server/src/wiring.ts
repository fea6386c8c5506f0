import type { FastifyRequest } from 'fastify';
import { ApiError } from './http/envelope';
import { InsufficientBalanceError, type SportAuth, type Wallet } from './sport/auth';
import { USER_CODES } from './user/codes';
import type { UserService } from './user';

/** The sports API learns who is asking from the user module's tokens (the `token` header). */
export function sportAuthFrom(users: UserService): SportAuth {
  return {
    userIdFromRequest(request: FastifyRequest) {
      const token = request.headers.token;
      return users.userIdFromToken(typeof token === 'string' ? token : null);
    },
  };
}

/** Paid solutions are bought with the user module's balance and ledger (one ledger for 账户明细). */
export function sportWalletFrom(users: UserService): Wallet {
  return {
    balance: (userId) => users.getBalance(userId),
    debit(userId, amount, reason, idempotencyKey) {
      try {
        return users.debit(userId, amount, { reason, ref: idempotencyKey }).balance;
      } catch (error) {
        if (error instanceof ApiError && error.retcode === USER_CODES.insufficientBalance) {
          throw new InsufficientBalanceError(users.getBalance(userId));
        }
        throw error;
      }
    },
  };
}
