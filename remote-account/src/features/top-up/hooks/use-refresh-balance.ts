import { useCallback } from 'react';
import { useBalance } from '@jincheng/shared';
import { getAccount } from '../api/get-account';

/** Reads the balance from the server into the shared balance atom, so the header shows it at once. */
export function useRefreshBalance(): () => Promise<void> {
  const [, setBalance] = useBalance();
  return useCallback(async () => {
    try {
      setBalance((await getAccount()).balance);
    } catch {
      // The shared client has shown the error; the balance on screen stays as it was.
    }
  }, [setBalance]);
}
