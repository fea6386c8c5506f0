import { LRUCache } from 'lru-cache';

/**
 * A very short-lived cache of rendered pages (about a second) keyed by path + query and what decides the
 * render (shell version, registry, canary bucket). Concurrent requests for the same key share one render;
 * the live feed marks the pages its events change as stale. A stale or expired page that rendered fine is
 * still served for up to `staleMs` while one request's worth of rendering refreshes it in the background
 * (stale-while-revalidate): under load, visitors never queue behind a render, and the page they get is at
 * most that much older, which the browser's live feed catches up from the page's event id. Small: at most
 * `maxEntries`, the least recently used go first.
 *
 * lru-cache does the keeping: its `fetchMethod` shares one render among concurrent requests, `allowStale`
 * answers with the stale page while one render refreshes it, `ttl` and `max` bound age and size. What stays
 * here is what it has no option for: the end of the stale window, the feed's "stale now", `keep`, last good.
 */
interface Page<T> {
  value: T;
  /** When the render that made `value` started (a last good page served again keeps its own). */
  madeAt: number;
  /** Marked by the feed: served while refreshing (within `staleMs`), else rendered anew. */
  stale?: boolean;
  /** A value `keep` refuses: it answered the requests that shared its render, never any other. */
  refused?: boolean;
}

/** Makes a value; `fallback` says whether a page (stale, or the last good one) answers if it is refused. */
export type Make<T> = (fallback: boolean) => Promise<T>;

interface Ask<T> {
  make: Make<T>;
  /** A refresh behind a stale page: a refused or failed render leaves that page in place. */
  refresh: boolean;
}

export interface MicroCacheOptions<T> {
  ttlMs?: number;
  /** How long after expiry (or after the feed marked it stale) a page may still be served while refreshing. */
  staleMs?: number;
  maxEntries?: number;
  /** Whether a resolved value may be served again (an incomplete page is not). */
  keep?: (value: T) => boolean;
  /**
   * How old a good value may be and still answer in place of a new one that `keep` refuses (a render refused
   * under load): past TTL + stale, the last good page is served again, for up to this long after it was made,
   * rather than none. 0 (the default) serves only what TTL and stale allow.
   */
  lastGoodMs?: number;
  /** The clock (never 0: lru-cache reads a start time of 0 as "no TTL"). */
  now?: () => number;
}

export class MicroCache<T> {
  private readonly pages: LRUCache<string, Page<T>, Ask<T>>;
  private readonly staleMs: number;
  private readonly keep: (value: T) => boolean;
  private readonly lastGoodMs: number;
  private readonly now: () => number;

  constructor({
    ttlMs = 1000,
    staleMs = 0,
    maxEntries = 500,
    keep = () => true,
    lastGoodMs = 0,
    now = Date.now,
  }: MicroCacheOptions<T> = {}) {
    this.staleMs = staleMs;
    this.keep = keep;
    this.lastGoodMs = lastGoodMs;
    this.now = now;
    this.pages = new LRUCache<string, Page<T>, Ask<T>>({
      max: maxEntries,
      ttl: ttlMs,
      // Every read says whether it takes a stale page; this default only lets `invalidate` see stale keys.
      allowStale: true,
      // The clock is read at every check (no 1 ms memo), so an injected clock is followed at once.
      ttlResolution: 0,
      perf: { now },
      fetchMethod: (_key, held, { context }) => this.make(held, context),
    });
  }

  /** The cached value for `key`, a stale one while it refreshes, or `make()`'s. */
  async get(key: string, make: Make<T>): Promise<T> {
    const held = this.pages.peek(key, { allowStale: true });
    const left = this.pages.getRemainingTTL(key);
    // Fresh while younger than the TTL (lru-cache would also take an age equal to it).
    const fresh = held !== undefined && !held.stale && !held.refused && left > 0;
    const servable = held !== undefined && !held.refused && this.staleMs > 0 && left > -this.staleMs;
    const page = await this.pages.fetch(key, {
      allowStale: servable,
      forceRefresh: held !== undefined && !fresh,
      context: { make, refresh: servable },
    });
    // A request that joined a refresh behind a stale page which has since aged out of the stale window, when
    // that refresh was refused: the stale page is back in place, and this request asks again.
    if (page === undefined) return this.get(key, make);
    return page.value;
  }

  /** Marks every entry whose key matches as stale (served while refreshing, within `staleMs`). */
  invalidate(matches: (key: string) => boolean): void {
    for (const key of this.pages.keys()) {
      const page = this.pages.peek(key, { allowStale: true });
      if (page && matches(key)) page.stale = true;
    }
  }

  get size(): number {
    return this.pages.size;
  }

  /** One render for the key (shared by whoever asks meanwhile), and what of it is kept. */
  private async make(held: Page<T> | undefined, { make, refresh }: Ask<T>): Promise<Page<T> | undefined> {
    const at = this.now();
    const good = held && !held.refused ? held : undefined;
    // With a last good value, a refused or failed render answers with it (and keeps it, with its own age).
    const last = good && at - good.madeAt < this.lastGoodMs ? good : undefined;
    let value: T;
    try {
      value = await make(refresh || last !== undefined);
    } catch (error) {
      // Undefined puts the stale page back (lru-cache); a failure with nothing to fall back on is shared.
      if (refresh) return undefined;
      if (last) return { value: last.value, madeAt: last.madeAt };
      throw error;
    }
    if (this.keep(value)) return { value, madeAt: at };
    if (refresh) return undefined;
    if (last) return { value: last.value, madeAt: last.madeAt };
    return { value, madeAt: at, refused: true };
  }
}
