import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { Page } from '@jincheng/shared';

export interface PagedList<T> {
  status: 'loading' | 'error' | 'ready';
  items: T[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed: the list stays, the 加载更多 button offers a retry. */
  moreFailed: boolean;
  /** Index of the first item the last 加载更多 added (for moving focus there), or null. */
  firstNew: number | null;
  loadMore: () => void;
  retry: () => void;
}

/** A 加载更多 list: page 1 when `deps` change, then one page per loadMore; stale answers are dropped. */
export function usePagedList<T>(fetchPage: (page: number) => Promise<Page<T>>, deps: DependencyList) {
  const [state, setState] = useState<Omit<PagedList<T>, 'loadMore' | 'retry'>>(initial);
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  const page = useRef(1);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  useEffect(() => {
    const id = ++run.current;
    page.current = 1;
    setState(initial());
    fetcher.current(1).then(
      (res) => id === run.current && setState({ ...initial(), ...fromPage(res, []), status: 'ready' }),
      () => id === run.current && setState({ ...initial(), status: 'error' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const loadMore = useCallback(() => {
    const id = run.current;
    const next = page.current + 1;
    setState((s) => ({ ...s, loadingMore: true, moreFailed: false }));
    fetcher.current(next).then(
      (res) => {
        if (id !== run.current) return;
        page.current = next;
        setState((s) => ({ ...s, ...fromPage(res, s.items), loadingMore: false, firstNew: s.items.length }));
      },
      () => id === run.current && setState((s) => ({ ...s, loadingMore: false, moreFailed: true })),
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, loadMore, retry } satisfies PagedList<T>;
}

function initial<T>(): Omit<PagedList<T>, 'loadMore' | 'retry'> {
  return {
    status: 'loading',
    items: [],
    total: 0,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    firstNew: null,
  };
}

function fromPage<T>(res: Page<T>, before: T[]) {
  return { items: [...before, ...res.list], total: res.total, hasMore: res.hasMore };
}
