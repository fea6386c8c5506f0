/** The part of EventSource a stream uses (jsdom has none: tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  onerror: ((this: EventSource, ev: Event) => unknown) | null;
  onopen: ((this: EventSource, ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export type StreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** How each named frame's JSON payload becomes an event (`id`: the frame's id, null when it has none). */
export type StreamDecoders<Payloads, E> = {
  [Name in keyof Payloads & string]: (data: Payloads[Name], id: number | null, name: Name) => E;
};

export interface ResumableStreamOptions<Payloads, E> {
  createEventSource: EventSourceFactory;
  /** The address to connect to, resuming after `lastId` (null: from now on). */
  url: (lastId: number | null) => string;
  /** The frames listened for, by event name. */
  decoders: StreamDecoders<Payloads, E>;
  /**
   * Drops frames without an id and frames at or before the position (a replay overlapping what was read);
   * a frame named in `resync` is taken whatever its id and moves the position to it.
   */
  skipSeen?: { resync: ReadonlyArray<keyof Payloads & string> };
  /** Every event once, in the stream's order, one batch per flush. */
  onEvents: (events: E[]) => void;
  /** Each event as it is read, before its batch is handed over. */
  onReceived?: (event: E) => void;
  onStatus?: (status: StreamStatus) => void;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

const CLOSED = 2;
/** Waits before reconnecting after the browser gave up: the 1st, 2nd, 3rd and every later failure. */
export const BACKOFF_MS: readonly number[] = [1000, 2000, 5000, 10000];

/**
 * One server-sent event stream that resumes from the last event id it saw. The browser resends it as
 * Last-Event-ID on its own reconnects; when the browser gives up (a 429 or a 5xx), the stream reconnects itself
 * with the id in its address, backing off; after `pause()` (the tab hidden) `open()` catches up the same way.
 * Frames arriving together are collected and handed over once per animation frame.
 */
export class ResumableStream<Payloads, E> {
  /** The id of the last frame taken (where a reconnect resumes from). */
  lastId: number | null;
  private source: EventSourceLike | null = null;
  private buffer: E[] = [];
  private scheduled = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly options: ResumableStreamOptions<Payloads, E>,
    lastId: number | null,
  ) {
    this.lastId = lastId;
  }

  get connected(): boolean {
    return this.source !== null;
  }

  open(): void {
    if (this.source || this.stopped) return;
    this.clearRetry();
    const source = this.options.createEventSource(this.options.url(this.lastId));
    this.source = source;
    this.options.onStatus?.(this.failures ? 'reconnecting' : 'connecting');
    source.onopen = () => {
      this.failures = 0;
      this.options.onStatus?.('open');
    };
    source.onerror = () => {
      if (this.source !== source) return;
      this.options.onStatus?.('reconnecting');
      if (source.readyState !== CLOSED) return; // the browser retries by itself, with Last-Event-ID
      this.drop();
      const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)] ?? 10000;
      this.failures += 1;
      this.retryTimer = setTimeout(() => this.open(), delay);
    };
    const decoders = this.options.decoders;
    for (const name of Object.keys(decoders) as Array<keyof Payloads & string>) {
      source.addEventListener(name, (e) => this.receive(name, e));
    }
  }

  /** Closes the connection but keeps the position (what was read is handed over): `open()` catches up. */
  pause(): void {
    this.clearRetry();
    this.flush();
    this.drop();
    this.options.onStatus?.('idle');
  }

  /** For good: nothing more is handed over and `open()` does nothing. */
  close(): void {
    this.stopped = true;
    this.buffer = [];
    this.pause();
  }

  private drop(): void {
    this.source?.close();
    this.source = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private receive<Name extends keyof Payloads & string>(name: Name, e: MessageEvent<string>): void {
    const parsed = e.lastEventId === '' ? NaN : Number(e.lastEventId);
    const id = Number.isFinite(parsed) ? parsed : null;
    const skipSeen = this.options.skipSeen;
    const resync = skipSeen?.resync.includes(name) === true;
    if (skipSeen && (id === null || (this.lastId !== null && id <= this.lastId && !resync))) return;
    let event: E;
    try {
      event = this.options.decoders[name](JSON.parse(e.data) as Payloads[Name], id, name);
    } catch {
      return;
    }
    if (id !== null) this.lastId = resync || this.lastId === null ? id : Math.max(this.lastId, id);
    this.buffer.push(event);
    this.options.onReceived?.(event);
    if (this.scheduled) return;
    this.scheduled = true;
    const schedule = this.options.schedule ?? ((f: () => void) => requestAnimationFrame(f));
    schedule(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    if (!this.buffer.length || this.stopped) return;
    const events = this.buffer;
    this.buffer = [];
    this.options.onEvents(events);
  }
}
