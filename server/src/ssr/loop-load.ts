import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** Node's event-loop utilization of a loop: this thread's (`performance`) or a worker's (`worker.performance`). */
export type LoopUtilization = (
  utilization1?: EventLoopUtilization,
  utilization2?: EventLoopUtilization,
) => EventLoopUtilization;

const ownLoop: LoopUtilization = (a, b) => performance.eventLoopUtilization(a, b);

/**
 * How busy an event loop was over the last window (0–1, Node's event-loop utilization; this thread's unless
 * `utilization` reads another), read without a timer: each call after `windowMs` closes the window and opens
 * the next one. A read after a long quiet spell covers that spell, so the first render after a pause is never
 * refused on stale figures.
 */
export function loopBusy(
  windowMs = 500,
  now: () => number = () => performance.now(),
  utilization: LoopUtilization = ownLoop,
): () => number {
  let mark = utilization();
  let at = now();
  let busy = 0;
  return () => {
    if (now() - at >= windowMs) {
      const next = utilization();
      busy = utilization(next, mark).utilization;
      mark = next;
      at = now();
    }
    return busy;
  };
}
