import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountQuery, useViewer } from '@jincheng/shared';

/**
 * After a payment: the balance read again into the shared account query, so the header and this page show
 * the new one at once.
 */
export function useRefreshBalance(): () => Promise<void> {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await queryClient.fetchQuery({ ...accountQuery(viewer), staleTime: 0 });
    } catch {
      // The shared client has shown the error; the balance on screen stays as it was.
    }
  }, [queryClient, viewer]);
}
