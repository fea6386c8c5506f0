/**
 * Serialised answers that stay valid until the next live event: at 200 concurrent readers of the same day, or
 * a thousand feed clients connecting at once, the server builds each answer once per event id, not per request.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; body: string }>();

  constructor(
    private readonly version: () => number,
    private readonly limit = 500,
  ) {}

  get(key: string, build: () => string): string {
    const version = this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.body;
    const body = build();
    if (this.entries.size >= this.limit) this.entries.clear();
    this.entries.set(key, { version, body });
    return body;
  }
}
