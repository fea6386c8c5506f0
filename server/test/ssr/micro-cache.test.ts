import { MicroCache } from '../../src/ssr/micro-cache';

/** A render that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the server-render micro-cache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => (now = 0));

  it('shares one render among concurrent requests and reuses it within the TTL', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, now: clock });
    const make = jest.fn(async () => 'page');
    await Promise.all([cache.get('/match', make), cache.get('/match', make)]);
    now = 900;
    expect(await cache.get('/match', make)).toBe('page');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('serves the stale page at once while one render refreshes it, then the new one', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, staleMs: 5000, now: clock });
    await cache.get('/match', async () => 'v1');
    cache.invalidate((key) => key === '/match'); // a goal: the feed marks the page stale
    const next = deferred<string>();
    const make = jest.fn(() => next.promise);
    expect(await cache.get('/match', make)).toBe('v1');
    expect(await cache.get('/match', make)).toBe('v1');
    expect(make).toHaveBeenCalledTimes(1); // one refresh, however many visitors
    next.resolve('v2');
    await next.promise;
    await Promise.resolve();
    expect(await cache.get('/match', make)).toBe('v2');
  });

  it('renders anew, and waits, once a page is older than TTL + stale', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, staleMs: 5000, now: clock });
    await cache.get('/news', async () => 'old');
    now = 6001;
    expect(await cache.get('/news', async () => 'new')).toBe('new');
  });

  it('never serves again what `keep` refuses (an incomplete page), nor a failed render', async () => {
    const cache = new MicroCache<string>({
      ttlMs: 1000,
      staleMs: 5000,
      keep: (page) => page !== 'incomplete',
      now: clock,
    });
    expect(await cache.get('/a', async () => 'incomplete')).toBe('incomplete');
    await Promise.resolve();
    expect(await cache.get('/a', async () => 'complete')).toBe('complete');
    await expect(cache.get('/b', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.get('/b', async () => 'ok')).toBe('ok');
  });

  it('without staleMs, an invalidated page is rendered anew (the feed drops it)', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, now: clock });
    await cache.get('/match', async () => 'v1');
    cache.invalidate(() => true);
    expect(await cache.get('/match', async () => 'v2')).toBe('v2');
  });
});
