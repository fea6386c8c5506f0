/**
 * A very short-lived cache of rendered pages (about a second) keyed by path + query and what decides the
 * render (shell version, registry, canary bucket). Concurrent requests for the same key share one render;
 * the live feed marks the pages its events change as stale. A stale or expired page that rendered fine is
 * still served for up to `staleMs` while one request's worth of rendering refreshes it in the background
 * (stale-while-revalidate): under load, visitors never queue behind a render, and the page they get is at
 * most that much older, which the browser's live feed catches up from the page's event id. Small: at most
 * `maxEntries`, the oldest go first.
 */
interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** The value once it resolved and may be served again (`keep`), and when it was made. */
  settled?: { value: T; madeAt: number };
  stale?: boolean;
  refreshing?: boolean;
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
  now?: () => number;
}

export class MicroCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
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
    this.ttlMs = ttlMs;
    this.staleMs = staleMs;
    this.maxEntries = maxEntries;
    this.keep = keep;
    this.lastGoodMs = lastGoodMs;
    this.now = now;
  }

  /** The cached value for `key`, a stale one while it refreshes, or `make()`'s. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      const age = this.now() - hit.at;
      if (!hit.stale && age < this.ttlMs) return hit.value;
      if (hit.settled && this.staleMs > 0 && age < this.ttlMs + this.staleMs) {
        if (!hit.refreshing) this.refresh(key, hit, make);
        return Promise.resolve(hit.settled.value);
      }
    }
    const last = hit?.settled && this.now() - hit.settled.madeAt < this.lastGoodMs ? hit.settled : undefined;
    return this.store(key, make(), last);
  }

  /** Marks every entry whose key matches as stale (served while refreshing, within `staleMs`). */
  invalidate(matches: (key: string) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(key)) entry.stale = true;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, made: Promise<T>, last?: { value: T; madeAt: number }): Promise<T> {
    // With a last good value, a refused or failed make answers with it (and keeps it, with its own age).
    const value = last
      ? made.then(
          (resolved) => (this.keep(resolved) ? resolved : last.value),
          () => last.value,
        )
      : made;
    const entry: Entry<T> = { at: this.now(), value };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.then(
      (resolved) => {
        if (this.keep(resolved))
          entry.settled = {
            value: resolved,
            madeAt: last && resolved === last.value ? last.madeAt : entry.at,
          };
        else if (this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  private refresh(key: string, hit: Entry<T>, make: () => Promise<T>): void {
    hit.refreshing = true;
    const next = make();
    next.then(
      (resolved) => {
        if (this.keep(resolved) && this.entries.get(key) === hit) void this.store(key, next);
        else hit.refreshing = false;
      },
      () => {
        hit.refreshing = false;
      },
    );
  }
}
