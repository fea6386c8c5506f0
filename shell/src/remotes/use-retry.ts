import { useState } from 'react';

/** A 重试 button's state: `retrying` while `onRetry` runs (the button is disabled meanwhile). */
export function useRetry(onRetry: () => Promise<void> | void) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return { retrying, retry };
}
