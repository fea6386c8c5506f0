import { accountQuery, currentViewer, type RoutePrefetch } from '@jincheng/shared';
import { catalogueQuery, transactionsQuery } from './api/queries';

/** /balanceTopUp, signed in: the balance and packages, and the first page of 账户明细 on `?tab=history`. */
export const prefetchTopUp: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const viewer = currentViewer();
  if (!viewer) return;
  await Promise.all([
    queryClient.prefetchQuery(accountQuery(viewer)),
    queryClient.prefetchQuery(catalogueQuery(viewer)),
    searchParams.get('tab') === 'history' ? queryClient.prefetchQuery(transactionsQuery(viewer, 1)) : null,
  ]);
};
