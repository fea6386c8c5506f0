import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { RequestError } from '../request/request-error';
import { STALE_TIME } from './stale-times';

/**
 * The one way every app makes a query client (the shell one per page, tests one per test, the server — in
 * the SSR step — one per request). Defaults:
 * - no automatic retry: the shared request client already toasts each failed call (spec error catalogue),
 *   so a retry would repeat the toast; the screen's 重试 asks again;
 * - no refetch on window focus or reconnect: live data comes from the feed, the rest is re-read on mount
 *   once stale;
 * - `staleTime` of the content kind unless a query's options factory says otherwise (see STALE_TIME).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        staleTime: STALE_TIME.content,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        ...config.defaultOptions?.queries,
      },
    },
  });
}

/** True for an answer that says the item does not exist (code 404). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof RequestError && error.code === 404;
}

/**
 * For detail reads whose screen shows its own not-found state: a 404 becomes `null` data instead of an
 * error, so "not found" is cached, server-rendered and dehydrated like any answer. Pair with the call
 * option `handles: [404]` so the request client does not toast it.
 */
export async function orNotFound<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFoundError(error)) return null;
    throw error;
  }
}
