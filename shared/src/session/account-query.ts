import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchAccount, fetchUserInfo } from '../api/user/user-api';
import type { Account, UserInfo } from '../api/user/types';
import { apiClient } from '../request/api-client';
import { STALE_TIME } from '../data/stale-times';
import { appStore, userIdAtom } from './session-atoms';
import { useViewer } from './viewer';

/**
 * The signed-in viewer's account (the balance) as the server has it: the one place the balance lives in the
 * browser. The header, the top-up centre and a solution's 购买 all read this query; a write that changes the
 * balance puts its answer here (`putBalance`) or reads it again. The viewer is in the key, so another
 * account never sees the previous one's balance.
 */
export const accountQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['account', 'account', { viewer }] as const,
    queryFn: (): Promise<Account> => fetchAccount(apiClient()),
    staleTime: STALE_TIME.account,
  });

/** The viewer's account query; signed out (and while the page hydrates) it reads nothing. */
export function useAccount() {
  const viewer = useViewer();
  return useQuery({ ...accountQuery(viewer), enabled: viewer !== '' });
}

/**
 * A write answered with the new balance (a purchase): the header and every screen show it at once, without
 * another account read (also where the account read had failed or not answered yet).
 */
export function putBalance(queryClient: QueryClient, viewer: string, balance: number): void {
  if (!viewer) return;
  queryClient.setQueryData(accountQuery(viewer).queryKey, (account) => ({
    userId: account?.userId ?? appStore.get(userIdAtom),
    balance,
  }));
}

/**
 * The signed-in viewer's profile (name, avatar, title badge) as the server has it: the header reads it, and
 * the shell's session guard (spec §4) signs out a session whose first read of it fails. Keyed by viewer
 * like the account.
 */
export const userInfoQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['account', 'user-info', { viewer }] as const,
    queryFn: (): Promise<UserInfo> => fetchUserInfo(apiClient()),
    staleTime: STALE_TIME.reference,
  });

/** The viewer's profile query; signed out (and while the page hydrates) it reads nothing. */
export function useUserInfo() {
  const viewer = useViewer();
  return useQuery({ ...userInfoQuery(viewer), enabled: viewer !== '' });
}
