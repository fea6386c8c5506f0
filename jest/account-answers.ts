import { apiClient, type Account, type UserInfo } from '@jincheng/shared';

const ACCOUNT_PATH = '/userapi/base/user/acct';
const INFO_PATH = '/userapi/base/info';

/** The profile `accountAnswers` gives for base/info unless told otherwise. */
export const TEST_PROFILE: UserInfo = {
  userId: '10001',
  userName: '球迷小王',
  userImage: '',
  userTag: '',
  phone: '138****0001',
  hasPassword: true,
  createdAt: Date.UTC(2026, 0, 5),
};

export interface AccountAnswers {
  /** How many times the account was read so far. */
  reads: () => number;
}

/**
 * The account read (base/user/acct, what the shared `accountQuery` asks) answers with `answer()`, the profile
 * read (base/info, `userInfoQuery`) with `info()`; any other call through the shared client is refused with a
 * clear error. Calling it again changes the answers.
 */
export function accountAnswers(
  answer: () => Promise<Account>,
  info: () => Promise<UserInfo> = () => Promise.resolve(TEST_PROFILE),
): AccountAnswers {
  const post = jest.spyOn(apiClient(), 'post').mockImplementation((path: string) => {
    if (path === ACCOUNT_PATH) return answer() as Promise<never>;
    if (path === INFO_PATH) return info() as Promise<never>;
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  return { reads: () => post.mock.calls.filter(([path]) => path === ACCOUNT_PATH).length };
}
