import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export type UseAsync<T> = AsyncState<T> & {
  /** Loads again (the 重试 button). */
  reload: () => void;
  /** Replaces the loaded data in place, e.g. after a purchase unlocked it. */
  setData: (update: (data: T) => T) => void;
};

/** Runs `load` when `deps` change (and on reload); answers of a superseded run are dropped. */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): UseAsync<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure every render; `deps` say when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) =>
      setState((s) => (s.status === 'success' ? { status: 'success', data: update(s.data) } : s)),
    [],
  );
  return { ...state, reload, setData };
}
