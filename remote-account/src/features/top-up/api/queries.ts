import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '@jincheng/shared';
import { getCatalogue, getTransactions } from './top-up-api';

// Everything here is the signed-in viewer's own: the viewer is part of every key, so another account never
// sees the previous one's answers. The balance is the shared `accountQuery` (the header reads it too).

/** Packages, payment methods and whether the viewer still gets the first-order benefit. */
export const catalogueQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['account', 'catalogue', { viewer }] as const,
    queryFn: getCatalogue,
    staleTime: STALE_TIME.account,
  });

/** One page of 账户明细; the page before stays on screen while the next one loads. */
export const transactionsQuery = (viewer: string, page: number) =>
  queryOptions({
    queryKey: ['account', 'transactions', { viewer }, page] as const,
    queryFn: () => getTransactions(page),
    staleTime: STALE_TIME.account,
    placeholderData: keepPreviousData,
  });
