import { useCallback, useEffect, useState } from 'react';
import { RequestError } from '@jincheng/shared';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

export interface UseResource<T> {
  state: Resource<T>;
  retry: () => void;
}

/** How long an answer is reused: the shell re-creates a screen on every query change (tab, round). */
export const RESOURCE_TTL_MS = 60_000;

const cache = new Map<string, { data: unknown; at: number }>();

/** Forgets every cached answer (tests). */
export function clearResourceCache(): void {
  cache.clear();
}

function fresh<T>(key: string | null): T | undefined {
  if (key === null) return undefined;
  const hit = cache.get(key);
  return hit && Date.now() - hit.at < RESOURCE_TTL_MS ? (hit.data as T) : undefined;
}

function initial<T>(key: string | null): Resource<T> {
  if (key === null) return { status: 'not-found' };
  const hit = fresh<T>(key);
  return hit === undefined ? { status: 'loading' } : { status: 'ready', data: hit };
}

/**
 * Loads one answer for `key` (null = the id is not valid, so there is nothing to ask). A 404 envelope
 * becomes the not-found state; other failures an error state whose `retry` asks again. Answers are
 * cached for a minute so a screen re-created by a tab or round switch shows what it had at once.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): UseResource<T> {
  const [state, setState] = useState<Resource<T>>(() => initial<T>(key));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'not-found' });
      return undefined;
    }
    const hit = fresh<T>(key);
    if (hit !== undefined) {
      setState({ status: 'ready', data: hit });
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        cache.set(key, { data, at: Date.now() });
        if (live) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof RequestError && error.code === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : '加载失败' });
      },
    );
    return () => {
      live = false;
    };
    // `load` is re-created every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  return { state, retry };
}
