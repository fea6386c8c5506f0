import type { LiveFeed } from './feed';
import type { LiveHub } from './hub';

const PAGE = 2_000;

/**
 * Brings the hub up to the feed's table: reads every event after the hub's last id, page by page. Calls
 * that arrive while a read runs are folded into one more pass, so a burst of notifications costs one read.
 */
export function followFeed(
  feed: LiveFeed,
  hub: LiveHub,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = async () => {
    do {
      again = false;
      for (;;) {
        const events = await feed.read(hub.lastId, PAGE);
        hub.ingest(events);
        if (events.length < PAGE) break;
      }
    } while (again);
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch(onError)
      .finally(() => {
        running = null;
      });
    return running;
  };
}
