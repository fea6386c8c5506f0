import { flushSync } from 'react-dom';
import { atom, type createStore } from '../app-jotai';
import { appStore } from '@jincheng/shared';
import type { EventSourceFactory } from '../event-stream/resumable-stream';
import { FeedConnection, type FeedStatus } from './feed-connection';
import { LiveStore } from './live-store';

/** How long the stream stays open after the last screen using it left (a tab switch remounts the screen). */
const LINGER_MS = 15_000;

export interface LiveFeedOptions {
  store?: ReturnType<typeof createStore>;
  createEventSource?: EventSourceFactory;
  schedule?: (flush: () => void) => void;
  doc?: Document;
}

/**
 * The page-wide live feed: one SSE connection (both sports) shared by every list, detail and widget of this
 * remote, and the per-match deltas it keeps (LiveStore). Screens `retain()` it with the event id of their data; it
 * closes while the tab is hidden and catches up on return (unless a `background` user, the alerts for
 * followed matches, keeps it open), and lingers briefly after the last screen left.
 */
export class LiveFeed {
  readonly store: LiveStore;
  readonly status = atom<FeedStatus>('idle');
  private readonly connection: FeedConnection;
  private users = 0;
  /** Users that need the feed while the tab is hidden too (alerts for followed matches). */
  private background = 0;
  private lingerTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly docOption: Document | undefined;
  private listening: Document | null = null;

  constructor(options: LiveFeedOptions = {}) {
    const jotai = options.store ?? appStore;
    this.store = new LiveStore(jotai);
    this.docOption = options.doc;
    this.connection = new FeedConnection(
      {
        createEventSource: options.createEventSource ?? ((url) => new EventSource(url)),
        // Applied and rendered in one synchronous pass, so the frame that follows paints it.
        onEvents: (events) => flushSync(() => this.store.apply(events)),
        onStatus: (s) => jotai.set(this.status, s),
        schedule: options.schedule,
      },
      null,
    );
  }

  /**
   * The browser side starts with the first screen that retains the feed (an effect), never while rendering:
   * the store and its atoms work without a document, so the same code renders on the server.
   */
  private listen(): Document {
    if (this.listening) return this.listening;
    const doc = this.docOption ?? document;
    doc.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('online', this.onOnline);
    this.listening = doc;
    return doc;
  }

  /**
   * Keeps the feed open while a screen needs it; `eventId` is where that screen's data stands (the snapshot
   * it was read at, in the browser or on the server). A closed feed with no position yet resumes from
   * exactly there, so no event between the read and the first message is lost.
   */
  retain(eventId: number, options: { background?: boolean } = {}): () => void {
    const doc = this.listen();
    const background = options.background === true;
    this.users += 1;
    if (background) this.background += 1;
    if (this.lingerTimer) clearTimeout(this.lingerTimer);
    this.lingerTimer = null;
    if (this.connection.lastId === null) this.connection.lastId = eventId;
    if (doc.visibilityState !== 'hidden' || this.background > 0) this.connection.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (background) this.background -= 1;
      if (this.background === 0 && doc.visibilityState === 'hidden') this.connection.pause();
      if (this.users > 0) return;
      this.lingerTimer = setTimeout(() => this.connection.pause(), LINGER_MS);
    };
  }

  get lastEventId(): number | null {
    return this.connection.lastId;
  }

  dispose(): void {
    this.connection.pause();
    if (!this.listening) return;
    this.listening.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('online', this.onOnline);
    this.listening = null;
  }

  private readonly onVisibility = () => {
    if (this.listening?.visibilityState === 'hidden') {
      if (this.background === 0) this.connection.pause();
    } else if (this.users > 0) this.connection.open();
  };

  private readonly onOnline = () => {
    if (this.users === 0) return;
    this.connection.pause();
    this.connection.open();
  };
}

let current: LiveFeed | undefined;

/**
 * Where the page-wide feed stands, without creating it: null on the server (a render never opens the stream,
 * and nothing process-wide may be made there) and before the browser's feed has a position.
 */
export function feedPosition(): number | null {
  return typeof window === 'undefined' ? null : (current?.lastEventId ?? null);
}

export function liveFeed(): LiveFeed {
  current ??= new LiveFeed();
  return current;
}

type JotaiStore = ReturnType<typeof createStore>;
const perRender = new WeakMap<JotaiStore, LiveFeed>();

/**
 * The feed a render reads its rows from: in the browser the page-wide one; on the server one per render
 * (per request's jotai store), so a page never shows rows another request put into the store earlier —
 * the server never opens the stream (that happens in an effect).
 */
export function liveFeedFor(store: JotaiStore): LiveFeed {
  if (typeof window !== 'undefined') return liveFeed();
  let feed = perRender.get(store);
  if (!feed) {
    feed = new LiveFeed({ store });
    perRender.set(store, feed);
  }
  return feed;
}

/** Tests: replace the page-wide feed (e.g. with a fake EventSource and a fresh store). */
export function setLiveFeed(feed: LiveFeed | undefined): void {
  current?.dispose();
  current = feed;
}
