import type { LiveFeed } from './feed';
import type { LiveHub } from './hub';

const PAGE = 2_000;

/**
 * Runs `pass` on demand, one at a time: calls that arrive while a pass runs are folded into one more pass,
 * so a burst of notifications costs one read (the live feed's hub, the chat rooms' hub).
 */
export function coalesced(pass: () => Promise<void>, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await pass();
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** Brings the hub up to the feed's table: reads every event after the hub's last id, page by page. */
export function followFeed(
  feed: LiveFeed,
  hub: LiveHub,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return coalesced(async () => {
    for (;;) {
      const events = await feed.read(hub.lastId, PAGE);
      hub.ingest(events);
      if (events.length < PAGE) break;
    }
  }, onError);
}
