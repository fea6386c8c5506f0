/**
 * @jest-environment node
 */
import { createQueryClient } from '@jincheng/shared';
import type { Registry } from '../../remotes/registry';
import { preloadRoute, type PreloadInput } from '../preload-route';
import { loadServerExpose } from '../remote-runtime';
import { slotKey } from '../request-scope';

jest.mock('../remote-runtime', () => ({ loadServerExpose: jest.fn() }));
const load = jest.mocked(loadServerExpose);

const REGISTRY: Registry = {
  remotes: {
    content: { current: '1.0.0-cur', canary: { version: '1.1.0-can', percent: 100 } },
    scores: { current: '2.0.0-cur' },
  },
};

const screen = { default: () => null };

function input(pathname: string, search = '', over: Partial<PreloadInput> = {}): PreloadInput {
  return {
    pathname,
    search,
    registry: { remotes: { ...REGISTRY.remotes, content: { current: '1.0.0-cur' } } },
    bucket: 5,
    nodeEntry: (remote, version) => `/dist/remotes/${remote}/${version}/node/remoteEntry.js`,
    budgetMs: 200,
    queryClient: createQueryClient(),
    ...over,
  };
}

/** A `./routes` module whose /news route reads for `delayMs` and says what a shared link shows. */
function routesModule(delayMs = 0) {
  return {
    routes: {
      '/news': {
        screen: async () => screen,
        prefetch: ({ queryClient }: PreloadInput) =>
          new Promise((r) => setTimeout(r, delayMs)).then(() => queryClient.setQueryData(['title'], '标题')),
        meta: ({ queryClient }: PreloadInput) => ({ title: queryClient.getQueryData<string>(['title']) }),
      },
    },
  };
}

/** A read that answers after `ms`, or stops when its query's signal aborts (as the request client's fetch). */
const slowRead = (name: string, ms: number, aborted: string[]) => ({
  queryKey: [name],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(name), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        aborted.push(name);
        reject(signal.reason);
      });
    }),
});

describe('preloadRoute: what the server renders and what it leaves to the browser', () => {
  beforeEach(() => load.mockReset());

  it('loads the route from the version this visitor gets, runs its prefetch and reads its meta', async () => {
    load.mockResolvedValue(routesModule());
    const result = await preloadRoute(input('/news', '?id=3'));
    expect(result.remote).toEqual({ name: 'content', version: '1.0.0-cur', rendered: true });
    expect(result.meta).toEqual({ title: '标题' });
    expect(result.exposes.get(slotKey('content', './routes'))?.version).toBe('1.0.0-cur');
    expect(load).toHaveBeenCalledWith(
      'content',
      '1.0.0-cur',
      '/dist/remotes/content/1.0.0-cur/node/remoteEntry.js',
      './routes',
    );
  });

  it('renders a canary visitor with the canary version', async () => {
    load.mockResolvedValue(routesModule());
    const result = await preloadRoute(input('/news', '', { registry: REGISTRY }));
    expect(result.remote?.version).toBe('1.1.0-can');
  });

  it('leaves a remote without a server build to the browser', async () => {
    const result = await preloadRoute(input('/news', '', { nodeEntry: () => undefined }));
    expect(result.remote).toMatchObject({ name: 'content', rendered: false, reason: 'no server build' });
    expect(result.exposes.size).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a remote whose server build throws to the browser', async () => {
    load.mockRejectedValue(new Error('container exploded'));
    const result = await preloadRoute(input('/news'));
    expect(result.remote).toMatchObject({ rendered: false, reason: 'container exploded' });
    expect(result.exposes.size).toBe(0);
  });

  it('leaves a remote slower than the budget to the browser, without waiting for it', async () => {
    load.mockResolvedValue(routesModule(600));
    const started = Date.now();
    const result = await preloadRoute(input('/news', '', { budgetMs: 50 }));
    expect(Date.now() - started).toBeLessThan(500);
    expect(result.remote).toMatchObject({ rendered: false, reason: 'over the 50 ms budget' });
    expect(result.exposes.size).toBe(0);
  });

  it('cancels the read of a remote slower than the budget, through its query signal, and only that read', async () => {
    const aborted: string[] = [];
    load.mockResolvedValue({
      routes: {
        '/news': {
          screen: async () => screen,
          prefetch: ({ queryClient }: PreloadInput) =>
            Promise.all([
              queryClient.prefetchQuery(slowRead('fast', 5, aborted)),
              queryClient.prefetchQuery(slowRead('slow', 2_000, aborted)),
            ]),
        },
      },
    });
    const queryClient = createQueryClient();
    const started = Date.now();
    const result = await preloadRoute(input('/news', '', { budgetMs: 80, queryClient }));
    expect(result.remote).toMatchObject({ rendered: false, reason: 'over the 80 ms budget' });
    // The slow request was told to stop (its signal aborted), at the budget, not left running; the fast one kept.
    await new Promise((r) => setTimeout(r, 20));
    expect(aborted).toEqual(['slow']);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(queryClient.getQueryState(['slow'])?.fetchStatus).toBe('idle');
    expect(queryClient.getQueryData(['fast'])).toBe('fast');
  });

  it('leaves the reads of a page preloaded within its budget alone, also past the budget', async () => {
    const aborted: string[] = [];
    load.mockResolvedValue({
      routes: { '/news': { screen: async () => screen, prefetch: async () => undefined } },
    });
    const queryClient = createQueryClient();
    const result = await preloadRoute(input('/news', '', { budgetMs: 50, queryClient }));
    expect(result.remote).toMatchObject({ rendered: true });
    // A read the render starts, still running when the budget would have fired: not cancelled.
    const later = queryClient.fetchQuery(slowRead('render', 150, aborted));
    await expect(later).resolves.toBe('render');
    expect(aborted).toEqual([]);
  });

  it('preloads every home widget (最新资讯 and 专家推荐 too), and nothing for other shell pages', async () => {
    const read = jest.fn(async () => undefined);
    const widget = { screen: async () => screen, prefetch: read };
    load.mockImplementation(async (remote: string) =>
      remote === 'content'
        ? { widgets: { latestNews: widget, topExperts: widget } }
        : { widgets: { todayStrip: widget, hotMatches: widget, myFollows: widget } },
    );
    const home = await preloadRoute(input('/home'));
    expect([...home.exposes.keys()].sort()).toEqual([
      slotKey('content', './widgets'),
      slotKey('scores', './widgets'),
    ]);
    // Each widget's data is read into the request's cache, as a route's is.
    expect(read).toHaveBeenCalledTimes(5);
    expect(load).toHaveBeenCalledWith('scores', '2.0.0-cur', expect.any(String), './widgets');
    // Both remotes are named, so the server inlines the critical CSS of each (the content widgets are styled
    // before scripts run) and preloads each one's entry.
    expect(home.remotes).toEqual([
      { name: 'scores', version: '2.0.0-cur', rendered: true },
      { name: 'content', version: '1.0.0-cur', rendered: true },
    ]);
    expect(home.remote).toEqual(home.remotes[0]);
    load.mockClear();
    const download = await preloadRoute(input('/downloadapp'));
    expect(download.exposes.size).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });
});
