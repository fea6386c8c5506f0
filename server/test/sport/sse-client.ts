import http from 'node:http';

export interface SseEvent {
  id: number | null;
  event: string;
  data: string;
}

/** A tiny SSE reader over node:http so tests can set Last-Event-ID and cut the connection when they like. */
export class SseClient {
  readonly events: SseEvent[] = [];
  comments = 0;
  /** The server ended the stream (or went away). */
  ended = false;
  private req: http.ClientRequest | null = null;
  private buffer = '';

  constructor(
    private readonly url: string,
    private readonly lastEventId?: number,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.req = http.get(
        this.url,
        {
          headers: this.lastEventId !== undefined ? { 'last-event-id': String(this.lastEventId) } : {},
          // A connection of its own: Node's global agent times a socket out after 5 s idle, which would fire
          // the timeout below early with a misleading message.
          agent: false,
        },
        (res) => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => this.feed(chunk));
          res.on('error', () => undefined);
          res.on('close', () => {
            this.ended = true;
          });
          resolve();
        },
      );
      this.req.on('error', () => undefined);
      // A server that never answers fails the test, instead of leaving it (and jest) waiting.
      this.req.setTimeout(20000, () => {
        this.close();
        reject(new Error('the live stream did not answer within 20 s'));
      });
    });
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const event: SseEvent = { id: null, event: 'message', data: '' };
      let hasField = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments++;
        else if (line.startsWith('id: ')) event.id = Number(line.slice(4));
        else if (line.startsWith('event: ')) {
          event.event = line.slice(7);
          hasField = true;
        } else if (line.startsWith('data: ')) {
          event.data += line.slice(6);
          hasField = true;
        }
      }
      if (hasField) this.events.push(event);
    }
  }

  /** Resolves once `predicate` holds, polling briefly; rejects after `ms`. */
  async waitFor(predicate: () => boolean, ms = 5000): Promise<void> {
    const until = Date.now() + ms;
    while (!predicate()) {
      if (Date.now() > until) throw new Error('timed out waiting for SSE events');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  get lastId(): number {
    return [...this.events].reverse().find((e) => e.id !== null)?.id ?? 0;
  }

  close(): void {
    this.req?.destroy();
  }
}
