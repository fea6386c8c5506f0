import type { ServerResponse } from 'node:http';
import type { LiveEventName, Sport } from '../../../../shared/src/api/sport';

export type SportFilter = Sport | 'all';

interface BufferedEvent {
  id: number;
  sport: Sport;
  frame: string;
}

interface Client {
  res: ServerResponse;
  sport: SportFilter;
}

export interface HubOptions {
  /** How many past events a reconnecting client can catch up on. */
  bufferSize: number;
  heartbeatMs: number;
  /** A client that has this much unsent data is cut off; it reconnects with Last-Event-ID and catches up. */
  maxBacklogBytes: number;
}

/**
 * Fan-out of live events over SSE. Ids are one global counter (contiguous, persisted by the simulator so they
 * keep growing across restarts); the ring buffer lets a reconnecting client receive exactly what it missed.
 */
export class LiveHub {
  private readonly buffer: BufferedEvent[] = [];
  private readonly clients = new Set<Client>();
  private readonly timer: NodeJS.Timeout;
  private pending: BufferedEvent[] = [];

  constructor(
    public lastId: number,
    private readonly options: HubOptions,
  ) {
    this.timer = setInterval(() => this.heartbeat(), options.heartbeatMs);
    this.timer.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  get oldestId(): number | null {
    return this.buffer[0]?.id ?? null;
  }

  /** Queues an event; `flush` sends everything queued (the simulator flushes after its transaction commits). */
  publish(name: LiveEventName, sport: Sport, payload: unknown): number {
    const id = ++this.lastId;
    const event = { id, sport, frame: `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(payload)}\n\n` };
    this.buffer.push(event);
    if (this.buffer.length > this.options.bufferSize)
      this.buffer.splice(0, this.buffer.length - this.options.bufferSize);
    this.pending.push(event);
    return id;
  }

  flush(): void {
    if (!this.pending.length) return;
    const events = this.pending;
    this.pending = [];
    // One write per client per flush: frames are joined once per sport filter, not once per client.
    const joined: Record<SportFilter, string> = { all: '', football: '', basketball: '' };
    for (const e of events) {
      joined.all += e.frame;
      joined[e.sport] += e.frame;
    }
    for (const client of this.clients) this.write(client, joined[client.sport]);
  }

  /** Events after `lastId` for this filter, or null when some of them are no longer buffered. */
  since(lastId: number, sport: SportFilter): string[] | null {
    if (lastId > this.lastId) return null;
    if (lastId === this.lastId) return [];
    const oldest = this.buffer[0];
    if (!oldest || lastId < oldest.id - 1) return null;
    return this.buffer
      .filter((e) => e.id > lastId && (sport === 'all' || e.sport === sport))
      .map((e) => e.frame);
  }

  add(res: ServerResponse, sport: SportFilter): () => void {
    const client = { res, sport };
    this.clients.add(client);
    return () => {
      this.clients.delete(client);
    };
  }

  write(client: Client, chunk: string): void {
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
