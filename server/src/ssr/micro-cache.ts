/**
 * A very short-lived cache of rendered pages (about a second) keyed by path + query and what decides the
 * render (shell version, registry, canary bucket). Concurrent requests for the same key share one render;
 * the live feed drops the pages its events change. Small: at most `maxEntries`, the oldest go first.
 */
interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class MicroCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, or `make()`'s (kept only when it resolves). */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = make();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry whose key matches. */
  invalidate(matches: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (matches(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
