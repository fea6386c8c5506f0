/**
 * Serialised answers that stay valid until the next live event: at 200 concurrent readers of the same day, or
 * a thousand feed clients connecting at once, the server builds each answer once per event id, not per request.
 * The version is this instance's last event id, which is global (the feed's), so every instance's cache
 * turns over with the same events; a cache of answers that read more than the feed adds to it (the match
 * lists: the stored forecasts' version).
 */
export class VersionedCache<T = string> {
  private readonly entries = new Map<string, { version: number | string; value: Promise<T> }>();

  constructor(
    private readonly version: () => number | string,
    private readonly limit = 500,
  ) {}

  get(key: string, build: () => Promise<T>): Promise<T> {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    const value = build();
    if (this.entries.size >= this.limit) this.entries.clear();
    const entry = { version, value };
    this.entries.set(key, entry);
    // A failed build is not kept: the next request builds again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
