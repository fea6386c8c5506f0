import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBalance, useViewer } from '@jincheng/shared';
import { accountQuery } from '../api/queries';

/**
 * The viewer's balance from the server into the shared balance atom, so the header shows it at once: read
 * when the screen mounts, and again whenever the returned function is called (after a payment).
 */
export function useRefreshBalance(): () => Promise<void> {
  const [, setBalance] = useBalance();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const { data } = useQuery(accountQuery(viewer));
  useEffect(() => {
    if (data) setBalance(data.balance);
  }, [data, setBalance]);
  return useCallback(async () => {
    try {
      await queryClient.fetchQuery({ ...accountQuery(viewer), staleTime: 0 });
    } catch {
      // The shared client has shown the error; the balance on screen stays as it was.
    }
  }, [queryClient, viewer]);
}
