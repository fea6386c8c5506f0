import { createQueryClient, remoteRouteOf, type RemoteRoute } from '@jincheng/shared';
import { loaderWithPrefetch, prefetchContext } from '../route-prefetch';

const screenModule = { default: () => null };

describe('route prefetch on navigation', () => {
  it("gives the prefetch the route's params and query", () => {
    const queryClient = createQueryClient();
    const ctx = prefetchContext(queryClient, '/matchDetail/:type/:id', '/matchDetail/1/77', '?tab=intel');
    expect(ctx.queryClient).toBe(queryClient);
    expect(ctx.params).toEqual({ type: '1', id: '77' });
    expect(ctx.searchParams.get('tab')).toBe('intel');
  });

  it("starts the reads at the same moment as the screen's chunk, not after it", async () => {
    const order: string[] = [];
    let chunkArrives: (m: typeof screenModule) => void = () => undefined;
    const route: RemoteRoute = {
      screen: () => {
        order.push('chunk requested');
        return new Promise((resolve) => (chunkArrives = resolve));
      },
      prefetch: async () => {
        order.push('reads started');
      },
    };
    const ctx = prefetchContext(createQueryClient(), '/match', '/match', '');
    const loading = loaderWithPrefetch(route, ctx)?.();
    expect(order).toEqual(['reads started', 'chunk requested']);
    chunkArrives(screenModule);
    await expect(loading).resolves.toBe(screenModule);
  });

  it('a failed read does not fail the screen (the screen shows its own error state)', async () => {
    const route: RemoteRoute = {
      screen: async () => screenModule,
      prefetch: () => Promise.reject(new Error('offline')),
    };
    const ctx = prefetchContext(createQueryClient(), '/news', '/news', '');
    await expect(loaderWithPrefetch(route, ctx)?.()).resolves.toBe(screenModule);
  });

  it('takes a remote built before route objects (a bare loader) and a missing route', async () => {
    const legacy = async () => screenModule;
    const ctx = prefetchContext(createQueryClient(), '/news', '/news', '');
    await expect(loaderWithPrefetch(remoteRouteOf(legacy), ctx)?.()).resolves.toBe(screenModule);
    expect(loaderWithPrefetch(remoteRouteOf(undefined), ctx)).toBeUndefined();
  });
});
