import pg from 'pg';
import { pgClientConfig, type Db } from '../../db/database';
import { LIVE_CHANNEL, RESEED_CHANNEL } from './feed';

export interface FeedSignals {
  /** New events were committed (or may have been: after a reconnect, and every few seconds). */
  live(): void;
  /** The sports data was re-seeded by some instance. */
  reseed(): void;
  onError(error: unknown): void;
}

/**
 * LISTEN on a dedicated PostgreSQL connection for the leader's NOTIFY. Notifications carry only the last
 * event id (their payload is limited to 8,000 bytes); the receiver reads the events from the table, so a
 * lost notification costs a delay, never an event: after a reconnect, and every `pollMs` as a safety net,
 * it reads what is new anyway. Chosen over Redis pub/sub because PostgreSQL is already there: one service
 * less to run, and a NOTIFY sent in the tick's transaction is delivered only if that transaction commits.
 */
export function listenToFeed(db: Db, signals: FeedSignals, pollMs = 3_000): { close(): Promise<void> } {
  const url = db.url;
  if (db.engine !== 'postgres' || !url) return { close: async () => undefined };
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const poll = setInterval(() => signals.live(), pollMs);
  poll.unref();

  const reconnect = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    current.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, 1_000).unref();
  };

  function connect(): void {
    const current = new pg.Client(pgClientConfig(url as string, 'jincheng-listen'));
    client = current;
    current.on('notification', (message) => {
      if (message.channel === RESEED_CHANNEL) signals.reseed();
      else signals.live();
    });
    current.on('error', (error) => {
      signals.onError(error);
      reconnect(current);
    });
    current.on('end', () => reconnect(current));
    current
      .connect()
      .then(() => current.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${RESEED_CHANNEL}`))
      .then(() => signals.live())
      .catch((error: unknown) => {
        signals.onError(error);
        reconnect(current);
      });
  }
  connect();

  return {
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
