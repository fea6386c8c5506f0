import { SPORT_API } from '@jincheng/shared';
import type { LiveEvent } from './live-types';

/** The part of EventSource the feed uses (jsdom has none: tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export type FeedStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface FeedConnectionOptions {
  createEventSource: EventSourceFactory;
  /** Receives every event once, in id order, batched per frame. */
  onEvents: (events: LiveEvent[]) => void;
  onStatus?: (status: FeedStatus) => void;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

const EVENT_NAMES = ['snapshot', 'delta', 'goal', 'correction'] as const;
const CLOSED = 2;
const BACKOFF_MS = [1000, 2000, 5000, 10000];

/**
 * One SSE connection to /sportapi/live. Resumes from the last event id it saw: the browser sends
 * Last-Event-ID on its own reconnects; when the browser gives up, or after `pause()` (tab hidden), a new
 * connection asks for `?lastEventId=` and the server replays what was missed or sends a resync snapshot.
 */
export class FeedConnection {
  lastId: number | null;
  private source: EventSourceLike | null = null;
  private buffer: LiveEvent[] = [];
  private scheduled = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;

  constructor(
    private readonly options: FeedConnectionOptions,
    lastId: number | null,
  ) {
    this.lastId = lastId;
  }

  get connected(): boolean {
    return this.source !== null;
  }

  open(): void {
    if (this.source) return;
    this.clearRetry();
    const query = this.lastId === null ? '' : `&lastEventId=${this.lastId}`;
    const source = this.options.createEventSource(`${SPORT_API.live}?sport=all${query}`);
    this.source = source;
    this.options.onStatus?.(this.failures ? 'reconnecting' : 'connecting');
    source.onopen = () => {
      this.failures = 0;
      this.options.onStatus?.('open');
    };
    source.onerror = () => {
      if (this.source !== source) return;
      if (source.readyState !== CLOSED) {
        this.options.onStatus?.('reconnecting');
        return;
      }
      // The browser gave up (e.g. a 5xx): reconnect ourselves from the last id, backing off.
      this.drop();
      const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)] ?? 10000;
      this.failures += 1;
      this.options.onStatus?.('reconnecting');
      this.retryTimer = setTimeout(() => this.open(), delay);
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, (e) => this.receive(name, e));
  }

  /** Closes the stream but keeps the position: `open()` later catches up from it. */
  pause(): void {
    this.clearRetry();
    this.flush();
    this.drop();
    this.options.onStatus?.('idle');
  }

  private drop(): void {
    this.source?.close();
    this.source = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private receive(type: (typeof EVENT_NAMES)[number], e: MessageEvent<string>): void {
    const id = Number(e.lastEventId);
    if (!Number.isFinite(id) || (this.lastId !== null && id <= this.lastId && type !== 'snapshot')) return;
    let event: LiveEvent;
    try {
      event = { type, id, data: JSON.parse(e.data) } as LiveEvent;
    } catch {
      return;
    }
    this.lastId = id;
    this.buffer.push(event);
    window.__JC_SCORES_PROBE__?.received(event);
    if (this.scheduled) return;
    this.scheduled = true;
    const schedule = this.options.schedule ?? ((f: () => void) => requestAnimationFrame(f));
    schedule(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    if (!this.buffer.length) return;
    const events = this.buffer;
    this.buffer = [];
    this.options.onEvents(events);
    window.__JC_SCORES_PROBE__?.flushed(events);
  }
}
