import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading'; data?: T } | { status: 'ready'; data: T } | { status: 'error'; data?: T };

/**
 * Loads `fetcher()` when its inputs change; `reload()` asks again. The shared client has already told the
 * user what went wrong (toast), so the screen only needs to know that it failed, to offer 重试.
 */
export function useLoad<T>(
  fetcher: () => Promise<T>,
  deps: readonly unknown[],
): Load<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  const [load, setLoad] = useState<Load<T>>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad((previous) => ({ status: 'loading', data: previous.data }));
    fetcher().then(
      (data) => live && setLoad({ status: 'ready', data }),
      () => live && setLoad((previous) => ({ status: 'error', data: previous.data })),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the fetcher's inputs
  }, [...deps, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...load, reload };
}
