/**
 * Open live-feed streams per client IP. A stream takes a slot when it opens and gives it back when it
 * closes; beyond `max` the stream is refused. Each server instance counts its own streams.
 */
export class PerIpCap {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** A release function, or null when this IP already has `max` streams open. */
  take(ip: string): (() => void) | null {
    const count = this.open.get(ip) ?? 0;
    if (count >= this.max) return null;
    this.open.set(ip, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(ip) ?? 1) - 1;
      if (left > 0) this.open.set(ip, left);
      else this.open.delete(ip);
    };
  }

  countOf(ip: string): number {
    return this.open.get(ip) ?? 0;
  }
}
