import { useEffect } from 'react';
import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountQuery, appStore, balanceAtom, putBalance, tokenAtom, viewerId } from '@jincheng/shared';

/**
 * The balance lives in `accountQuery`; released remotes before shared 2.10 read and write `balanceAtom`
 * instead (a purchase in an older content remote sets it, its 购买 panel reads it). Until no version in the
 * registry uses the atom, the two are kept equal both ways: an answer in the query sets the atom, an older
 * remote's write to the atom goes into the query (so the header shows it). Returns the unsubscription.
 */
export function mirrorBalance(queryClient: QueryClient, store = appStore): () => void {
  const viewer = () => viewerId(store.get(tokenAtom));
  const fromQuery = queryClient.getQueryCache().subscribe((event) => {
    const current = viewer();
    if (event.type !== 'updated' || !current) return;
    if (event.query.queryHash !== hashKey(accountQuery(current).queryKey)) return;
    const balance = (event.query.state.data as { balance?: unknown } | undefined)?.balance;
    if (typeof balance === 'number' && store.get(balanceAtom) !== balance) store.set(balanceAtom, balance);
  });
  const fromAtom = store.sub(balanceAtom, () => {
    const current = viewer();
    if (!current) return;
    const balance = store.get(balanceAtom);
    if (queryClient.getQueryData(accountQuery(current).queryKey)?.balance === balance) return;
    putBalance(queryClient, current, balance);
  });
  return () => {
    fromQuery();
    fromAtom();
  };
}

/** The mirror for the page's query client, while the shell is mounted. */
export function BalanceMirror(): null {
  const queryClient = useQueryClient();
  useEffect(() => mirrorBalance(queryClient), [queryClient]);
  return null;
}
