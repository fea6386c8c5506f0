import { apiClient, type Account } from '@jincheng/shared';

const ACCOUNT_PATH = '/userapi/base/user/acct';

export interface AccountAnswers {
  /** How many times the account was read so far. */
  reads: () => number;
}

/**
 * The account read (base/user/acct, what the shared `accountQuery` asks) answers with `answer()`; any other
 * call through the shared client is refused with a clear error. Calling it again changes the answer.
 */
export function accountAnswers(answer: () => Promise<Account>): AccountAnswers {
  const post = jest
    .spyOn(apiClient(), 'post')
    .mockImplementation((path: string) =>
      path === ACCOUNT_PATH ? (answer() as Promise<never>) : Promise.reject(new Error(`unexpected ${path}`)),
    );
  return { reads: () => post.mock.calls.filter(([path]) => path === ACCOUNT_PATH).length };
}
