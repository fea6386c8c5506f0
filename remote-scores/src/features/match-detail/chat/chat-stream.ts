import {
  SPORT_API,
  type ChatEventName,
  type ChatGap,
  type ChatHide,
  type ChatMessage,
  type ChatReady,
} from '@jincheng/shared';
import type { EventSourceFactory, EventSourceLike } from '../../../lib/live-feed/feed-connection';
import type { ChatEvent } from './chat-log';

export interface ChatStreamOptions {
  matchId: number;
  createEventSource: EventSourceFactory;
  /** Every event once, in the stream's order, one batch per flush. */
  onEvents: (events: ChatEvent[]) => void;
  /** Runs a batch flush; defaults to the next animation frame. */
  schedule?: (flush: () => void) => void;
}

const CLOSED = 2;
const BACKOFF_MS = [1000, 2000, 5000, 10000];

/**
 * One room's SSE stream (GET …/chat/stream). It starts after the history page's `lastId` and keeps the id of
 * the last frame: the browser resumes with Last-Event-ID by itself; when it gives up, or after `pause()` (tab
 * hidden), a new connection asks for `?after=` and the server replays what was missed. A busy room sends
 * dozens of frames a second: they are collected and handed over once per animation frame.
 */
export class ChatStream {
  private source: EventSourceLike | null = null;
  private buffer: ChatEvent[] = [];
  private scheduled = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly options: ChatStreamOptions,
    /** The last id seen (the history page's `lastId` at first). */
    public lastId: number,
  ) {}

  open(): void {
    if (this.source || this.stopped) return;
    this.clearRetry();
    const source = this.options.createEventSource(
      `${SPORT_API.matchChatStream(this.options.matchId)}?after=${this.lastId}`,
    );
    this.source = source;
    source.onopen = () => {
      this.failures = 0;
    };
    source.onerror = () => {
      if (this.source !== source || source.readyState !== CLOSED) return;
      // The browser gave up (a 429 or a 5xx): reconnect from the last id, backing off.
      this.drop();
      const delay = BACKOFF_MS[Math.min(this.failures, BACKOFF_MS.length - 1)] ?? 10000;
      this.failures += 1;
      this.retryTimer = setTimeout(() => this.open(), delay);
    };
    const on = <T>(name: ChatEventName, toEvent: (data: T) => ChatEvent) =>
      source.addEventListener(name, (e) => this.receive(e, toEvent));
    on<ChatReady>('ready', (data) => ({ type: 'ready', room: data.room }));
    on<ChatMessage>('message', (message) => ({ type: 'message', message }));
    on<ChatHide>('hide', (data) => ({ type: 'hide', id: data.id }));
    on<ChatMessage>('restore', (message) => ({ type: 'restore', message }));
    on<ChatGap>('gap', (data) => ({ type: 'gap', before: data.before }));
  }

  /** Closes the connection, keeping the position: `open()` catches up from it. */
  pause(): void {
    this.clearRetry();
    this.drop();
  }

  /** For good (the room left the screen). */
  close(): void {
    this.stopped = true;
    this.pause();
    this.buffer = [];
  }

  private drop(): void {
    this.source?.close();
    this.source = null;
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private receive<T>(e: MessageEvent<string>, toEvent: (data: T) => ChatEvent): void {
    let event: ChatEvent;
    try {
      event = toEvent(JSON.parse(e.data) as T);
    } catch {
      return;
    }
    const id = Number(e.lastEventId);
    if (Number.isFinite(id) && e.lastEventId !== '') this.lastId = Math.max(this.lastId, id);
    this.buffer.push(event);
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
