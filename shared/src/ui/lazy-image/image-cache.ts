/** Remembers the most recently loaded image URLs, so a revisited image shows at once. */
export class LoadedImageCache {
  private readonly entries = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(src: string): boolean {
    return this.entries.has(src);
  }

  add(src: string): void {
    // Re-inserting moves the entry to the newest end; the oldest one leaves when full.
    this.entries.delete(src);
    this.entries.add(src);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.values().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
