import pg from 'pg';
import { pgClientConfig, type Db } from '../../db/database';

export interface ChannelOptions {
  /**
   * Also call the handler after every (re)connect and every `pollMs`: for a channel whose receiver reads
   * what is new from a table, a notification lost while disconnected then costs a delay, never data.
   */
  poll?: boolean;
}

/** One LISTEN connection per instance, shared by every module that waits for another instance's NOTIFY. */
export interface PgListener {
  /** Calls `handler` on each notification on `channel` (channel names are fixed identifiers, never input). */
  listen(channel: string, handler: () => void, options?: ChannelOptions): void;
  close(): Promise<void>;
}

const NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTEN on a dedicated PostgreSQL connection for the NOTIFYs of other instances (the leader's live feed,
 * re-seeds, chat rooms). Notifications carry at most an id (their payload is limited to 8,000 bytes); the
 * receivers read the rows from the tables, so a lost notification costs a delay, never an event: after a
 * reconnect, and every `pollMs` as a safety net, the polled channels read what is new anyway. Chosen over
 * Redis pub/sub because PostgreSQL is already there: one service less to run, and a NOTIFY sent in a
 * transaction is delivered only if that transaction commits. SQLite runs one instance: nothing to listen to.
 */
export function pgListener(db: Db, onError: (error: unknown) => void, pollMs = 3_000): PgListener {
  const channels = new Map<string, { handler: () => void; poll: boolean }>();
  const url = db.url;
  if (db.engine !== 'postgres' || !url) return { listen: () => undefined, close: async () => undefined };
  let closed = false;
  let client: pg.Client | null = null;
  let ready = false;
  /** The channels the current connection listens to. */
  let listening = new Set<string>();
  let retry: NodeJS.Timeout | null = null;
  const polled = () => {
    for (const { handler, poll } of channels.values()) if (poll) handler();
  };
  const poll = setInterval(polled, pollMs);
  poll.unref();

  const reconnect = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    ready = false;
    listening = new Set();
    current.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, 1_000).unref();
  };

  /** LISTENs to the channels registered since the connection was made (its first call: all of them). */
  async function sync(current: pg.Client): Promise<void> {
    const fresh = [...channels.keys()].filter((c) => !listening.has(c));
    for (const c of fresh) listening.add(c);
    if (fresh.length) await current.query(fresh.map((c) => `LISTEN ${c};`).join(' '));
  }

  function connect(): void {
    const current = new pg.Client(pgClientConfig(url as string, 'jincheng-listen'));
    client = current;
    current.on('notification', (message) => channels.get(message.channel)?.handler());
    current.on('error', (error) => {
      onError(error);
      reconnect(current);
    });
    current.on('end', () => reconnect(current));
    current
      .connect()
      .then(() => sync(current))
      .then(() => {
        ready = true;
        // Channels registered while the first LISTEN ran.
        return sync(current);
      })
      .then(polled)
      .catch((error: unknown) => {
        onError(error);
        reconnect(current);
      });
  }
  connect();

  return {
    listen(channel, handler, options = {}) {
      if (!NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
      channels.set(channel, { handler, poll: options.poll ?? false });
      // Already connected: listen now; otherwise the (re)connect listens to every channel.
      if (ready && client) sync(client).catch(onError);
    },
    async close() {
      closed = true;
      clearInterval(poll);
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
