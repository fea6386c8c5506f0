import { performance } from 'node:perf_hooks';

/**
 * How busy this process's event loop was over the last window (0–1, Node's event-loop utilization), read
 * without a timer: each call after `windowMs` closes the window and opens the next one. A read after a long
 * quiet spell covers that spell, so the first render after a pause is never refused on stale figures.
 */
export function loopBusy(windowMs = 500, now: () => number = () => performance.now()): () => number {
  let mark = performance.eventLoopUtilization();
  let at = now();
  let busy = 0;
  return () => {
    if (now() - at >= windowMs) {
      const next = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(next, mark).utilization;
      mark = next;
      at = now();
    }
    return busy;
  };
}
