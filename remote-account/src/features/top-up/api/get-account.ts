import { apiClient, fetchAccount, type Account } from '@jincheng/shared';

/** The balance as the server has it (base/user/acct). */
export const getAccount = (): Promise<Account> => fetchAccount(apiClient());
