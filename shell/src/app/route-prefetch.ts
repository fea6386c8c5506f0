import { matchPath } from 'react-router-dom';
import type { PrefetchContext, RemoteRoute, ScreenLoader } from '@jincheng/shared';

/** The context a route's prefetch gets for the page at `pathname` + `search`. */
export function prefetchContext(
  queryClient: PrefetchContext['queryClient'],
  pattern: string,
  pathname: string,
  search: string,
): PrefetchContext {
  return {
    queryClient,
    params: matchPath(pattern, pathname)?.params ?? {},
    searchParams: new URLSearchParams(search),
  };
}

/**
 * The screen loader the remote slot calls once the remote's `./routes` (or `./widgets`) module is in: it
 * starts the route's reads and its screen chunk at the same moment, so the data does not wait for the chunk
 * (one sequential round trip less). The screen's own reads then find them in flight or done.
 */
export function loaderWithPrefetch(
  route: RemoteRoute | undefined,
  ctx: PrefetchContext,
): ScreenLoader | undefined {
  if (!route) return undefined;
  const { screen, prefetch } = route;
  if (!prefetch) return screen;
  return () => {
    // A failed read is the screen's own error state; the prefetch only starts it early.
    void prefetch(ctx).catch(() => undefined);
    return screen();
  };
}
