import { ApiError } from '../../http/envelope';
import { networkKey, THROTTLED_CODE } from '../../security/throttle';

/** Why a stream was refused: its client already holds `max` streams, or the instance holds `maxTotal`. */
export type CapRefusal = 'client' | 'total';

/**
 * Open streams (the live feed's, the chat rooms') per client and in all. A stream takes a slot when it
 * opens and gives it back when it closes; beyond `max` for its client, or beyond `maxTotal` on this
 * instance, it is refused. A client is keyed like the throttles (`networkKey`: IPv6 by /64), so one
 * IPv6 network cannot open a stream from each of its addresses. Each server instance counts its own
 * streams.
 */
export class PerIpCap {
  private readonly open = new Map<string, number>();
  private total = 0;

  constructor(
    readonly max: number,
    readonly maxTotal: number = Number.POSITIVE_INFINITY,
  ) {}

  /** A release function, or why the stream is refused. */
  take(ip: string): (() => void) | CapRefusal {
    const key = networkKey(ip);
    const count = this.open.get(key) ?? 0;
    if (count >= this.max) return 'client';
    if (this.total >= this.maxTotal) return 'total';
    this.open.set(key, count + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }

  countOf(ip: string): number {
    return this.open.get(networkKey(ip)) ?? 0;
  }

  get totalCount(): number {
    return this.total;
  }
}

/** Seconds a client refused for the instance's total is told to wait (its stream reconnects by itself). */
export const STREAMS_FULL_RETRY_S = 30;

/**
 * The refusal a client sees: too many streams of its own (429, close some tabs), or the instance's streams
 * are full (503 with Retry-After; the page keeps working and its stream reconnects later).
 */
export function streamRefusal(reason: CapRefusal): ApiError {
  return reason === 'client'
    ? new ApiError(THROTTLED_CODE, '实时连接过多，请关闭部分页面后再试', 429)
    : new ApiError(503, '实时连接已满，页面将稍后自动重连，比分可刷新查看', 503);
}
