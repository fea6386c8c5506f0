import type { ServerResponse } from 'node:http';
import type { Sport } from '@jincheng/shared/core';
import type { FeedEvent } from './feed';

export type SportFilter = Sport | 'all';

interface BufferedEvent {
  id: number;
  sport: Sport;
  frame: string;
}

interface Client {
  res: ServerResponse;
  sport: SportFilter;
  /** Events up to this id were already sent (replay or snapshot); later ones go out as they come. */
  after: number;
}

export interface HubOptions {
  /** How many past events a reconnecting client can catch up on from memory (the feed's table keeps more). */
  bufferSize: number;
  heartbeatMs: number;
  /** A client that has this much unsent data is cut off; it reconnects with Last-Event-ID and catches up. */
  maxBacklogBytes: number;
  /** A reconnecting client further behind than this many events gets a snapshot instead of a replay. */
  maxReplay: number;
}

const frameOf = (e: FeedEvent) => `id: ${e.id}\nevent: ${e.name}\ndata: ${e.payload}\n\n`;

/**
 * This instance's fan-out of live events over SSE. Events come from the feed (sport/live/feed.ts) with
 * global ids, in order: straight after the leader's commit on the leader, through LISTEN/NOTIFY and the
 * events table on every other instance. Ids may have gaps (a rolled-back tick burns its ids), so the ring
 * buffer remembers from which id on it is complete (`coveredFrom`) rather than assuming contiguous ids.
 */
export class LiveHub {
  private readonly buffer: BufferedEvent[] = [];
  private readonly clients = new Set<Client>();
  private readonly listeners: Array<(events: FeedEvent[]) => void> = [];
  private readonly timer: NodeJS.Timeout;
  /** Every event with an id above this one is in the buffer. */
  private coveredFrom: number;

  constructor(
    public lastId: number,
    readonly options: HubOptions,
  ) {
    this.coveredFrom = lastId;
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  get oldestId(): number | null {
    return this.buffer[0]?.id ?? null;
  }

  /** Called with every batch this hub takes in (after it went out), e.g. to drop caches a result changed. */
  onEvents(listener: (events: FeedEvent[]) => void): void {
    this.listeners.push(listener);
  }

  /** Takes in events (ascending ids); ones already seen are skipped, so feeding the same batch twice is harmless. */
  ingest(events: readonly FeedEvent[]): void {
    const fresh = events.filter((e) => e.id > this.lastId);
    if (!fresh.length) return;
    const batch = fresh.map((e) => ({ id: e.id, sport: e.sport, frame: frameOf(e) }));
    this.lastId = (batch[batch.length - 1] as BufferedEvent).id;
    this.buffer.push(...batch);
    const over = this.buffer.length - this.options.bufferSize;
    if (over > 0) this.coveredFrom = (this.buffer.splice(0, over).pop() as BufferedEvent).id;
    // One write per client: frames are joined once per sport filter, not once per client.
    const joined: Record<SportFilter, string> = { all: '', football: '', basketball: '' };
    for (const e of batch) {
      joined.all += e.frame;
      joined[e.sport] += e.frame;
    }
    const firstId = (batch[0] as BufferedEvent).id;
    for (const client of this.clients) {
      if (client.after < firstId) this.write(client, joined[client.sport]);
      else this.write(client, this.framesAfter(batch, client.after, client.sport).join(''));
      client.after = Math.max(client.after, this.lastId);
    }
    for (const listener of this.listeners) listener(fresh);
  }

  /** Whether the buffer holds every event after `lastId`. */
  covers(lastId: number): boolean {
    return lastId >= this.coveredFrom && lastId <= this.lastId;
  }

  /** Events after `lastId` for this filter, or null when some of them are not in the buffer. */
  since(lastId: number, sport: SportFilter): string[] | null {
    return this.covers(lastId) ? this.framesAfter(this.buffer, lastId, sport) : null;
  }

  /**
   * Registers a client that has seen everything up to `after`: buffered events after it are written at
   * once, in the same synchronous turn as the registration, so nothing falls in between.
   */
  attach(res: ServerResponse, sport: SportFilter, after: number): () => void {
    const client: Client = { res, sport, after };
    if (after < this.lastId) this.write(client, this.framesAfter(this.buffer, after, sport).join(''));
    client.after = Math.max(after, this.lastId);
    this.clients.add(client);
    return () => {
      this.clients.delete(client);
    };
  }

  private framesAfter(events: readonly BufferedEvent[], after: number, sport: SportFilter): string[] {
    return events.filter((e) => e.id > after && (sport === 'all' || e.sport === sport)).map((e) => e.frame);
  }

  private write(client: Client, chunk: string): void {
    if (!chunk || client.res.destroyed) return;
    if (client.res.writableLength > this.options.maxBacklogBytes) {
      this.clients.delete(client);
      client.res.destroy();
      return;
    }
    client.res.write(chunk);
  }

  private heartbeat(): void {
    const line = `: hb ${Date.now()}\n\n`;
    for (const client of this.clients) this.write(client, line);
  }

  close(): void {
    clearInterval(this.timer);
    for (const client of this.clients) client.res.end();
    this.clients.clear();
  }
}
