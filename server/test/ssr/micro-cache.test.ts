import { MicroCache } from '../../src/ssr/micro-cache';

/** A render that resolves when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Lets every pending promise callback run. */
const landed = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the server-render micro-cache', () => {
  let now = 0;
  // A real clock is never 0 (lru-cache reads a start time of 0 as "no TTL"): the test's time 0 is T0.
  const T0 = 1_000_000;
  const clock = () => T0 + now;
  beforeEach(() => (now = 0));
  /** TTL 1 s, stale 5 s, the last good page for a minute; a render answering 'refused' is refused. */
  const lastGoodCache = () =>
    new MicroCache<string>({
      ttlMs: 1000,
      staleMs: 5000,
      lastGoodMs: 60_000,
      keep: (page) => page !== 'refused',
      now: clock,
    });

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
    await landed(); // the refresh's promise chain runs out (lru-cache's is a few microtasks long)
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

  it('answers a refused render with the last good page, for up to lastGoodMs after that page was made', async () => {
    const cache = lastGoodCache();
    await cache.get('/match', async () => 'good');
    now = 10_000; // past TTL + stale: a render is asked for, and refused (the loop is busy)
    const refused = jest.fn(async () => 'refused');
    expect(await cache.get('/match', refused)).toBe('good');
    // Shared by whoever asks within the TTL, then tried again (served stale meanwhile) ...
    now = 10_500;
    expect(await cache.get('/match', refused)).toBe('good');
    expect(refused).toHaveBeenCalledTimes(1);
    now = 17_000;
    expect(await cache.get('/match', refused)).toBe('good');
    expect(refused).toHaveBeenCalledTimes(2);
    // ... until the good page is a minute old: then the refusal itself answers (the browser renders).
    now = 60_001;
    expect(await cache.get('/match', refused)).toBe('refused');
    // A failed render answers with the last good page too; a new good one replaces it.
    await cache.get('/news', async () => 'article');
    now = 70_000;
    expect(await cache.get('/news', async () => Promise.reject(new Error('boom')))).toBe('article');
    now = 80_000;
    expect(await cache.get('/news', async () => 'article v2')).toBe('article v2');
  });

  it('tells each render whether a page answers if it is refused (the busy gate lets the others through, once a second)', async () => {
    const cache = lastGoodCache();
    const asked: boolean[] = [];
    const make = (page: string) => async (fallback: boolean) => {
      asked.push(fallback);
      return page;
    };
    // Nothing of /match anywhere: a refusal would leave the browser to render it.
    await cache.get('/match', make('refused'));
    await cache.get('/match', make('good'));
    // Stale: the page is served while this render refreshes it.
    now = 2000;
    await cache.get('/match', make('good'));
    await landed();
    // Past TTL + stale, within lastGoodMs: the last good page answers a refusal.
    now = 10_000;
    expect(await cache.get('/match', make('refused'))).toBe('good');
    expect(asked).toEqual([false, false, true, true]);
  });

  it('without lastGoodMs, a refused render is answered by the refusal', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, keep: (page) => page !== 'refused', now: clock });
    await cache.get('/match', async () => 'good');
    now = 2000;
    expect(await cache.get('/match', async () => 'refused')).toBe('refused');
  });
  it('keeps the stale page when its refresh is refused, and tries again at the next request', async () => {
    const cache = new MicroCache<string>({
      ttlMs: 1000,
      staleMs: 5000,
      keep: (page) => page !== 'refused',
      now: clock,
    });
    await cache.get('/match', async () => 'v1');
    now = 2000;
    const refused = jest.fn(async () => 'refused');
    expect(await cache.get('/match', refused)).toBe('v1');
    await landed();
    expect(await cache.get('/match', refused)).toBe('v1');
    expect(refused).toHaveBeenCalledTimes(2);
    await landed();
    expect(await cache.get('/match', async () => 'v2')).toBe('v1');
    await landed();
    expect(await cache.get('/match', refused)).toBe('v2');
  });

  it('answers a request that joined a refused refresh once the stale window closed with a page', async () => {
    const cache = new MicroCache<string>({
      ttlMs: 1000,
      staleMs: 5000,
      keep: (page) => page !== 'refused',
      now: clock,
    });
    await cache.get('/match', async () => 'v1');
    now = 2000;
    const slow = deferred<string>();
    expect(await cache.get('/match', () => slow.promise)).toBe('v1');
    now = 7000; // past TTL + stale while the refresh is still under way
    const late = cache.get('/match', async () => 'v2');
    slow.resolve('refused');
    expect(await late).toBe('v2');
  });

  it('shares a failed render among the requests that asked at once', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, now: clock });
    const gate = deferred<void>();
    const make = jest.fn(async (): Promise<string> => {
      await gate.promise;
      throw new Error('boom');
    });
    const both = Promise.allSettled([cache.get('/a', make), cache.get('/a', make)]);
    gate.resolve();
    const [first, second] = await both;
    expect(first).toMatchObject({ status: 'rejected' });
    expect(second).toMatchObject({ status: 'rejected' });
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('holds at most maxEntries pages', async () => {
    const cache = new MicroCache<string>({ ttlMs: 1000, maxEntries: 2, now: clock });
    await cache.get('/a', async () => 'a');
    await cache.get('/b', async () => 'b');
    await cache.get('/c', async () => 'c');
    expect(cache.size).toBe(2);
    const make = jest.fn(async () => 'a again');
    expect(await cache.get('/a', make)).toBe('a again'); // the oldest went first
    expect(await cache.get('/c', async () => 'c again')).toBe('c');
  });
});
