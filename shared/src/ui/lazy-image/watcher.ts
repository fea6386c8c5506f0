import { LAZY_PRELOAD_RATIO, LAZY_THROTTLE_MS } from './constants';
import { isNearViewport, throttle } from './viewport';

type Entry = { element: Element; onNear: () => void };

/**
 * One scroll/resize listener for every lazy image on the page; checks are throttled so a fast scroll
 * costs a handful of layout reads, not one per pixel.
 */
const entries = new Set<Entry>();

const check = throttle(checkNow, LAZY_THROTTLE_MS);

function checkNow(): void {
  const height = window.innerHeight || document.documentElement.clientHeight;
  for (const entry of [...entries]) {
    if (isNearViewport(entry.element.getBoundingClientRect(), height, LAZY_PRELOAD_RATIO)) {
      entries.delete(entry);
      entry.onNear();
    }
  }
  if (entries.size === 0) detach();
}

let attached = false;
function attach(): void {
  if (attached) return;
  attached = true;
  window.addEventListener('scroll', check, { passive: true, capture: true });
  window.addEventListener('resize', check, { passive: true });
}
function detach(): void {
  if (!attached) return;
  attached = false;
  window.removeEventListener('scroll', check, { capture: true });
  window.removeEventListener('resize', check);
}

/** Calls `onNear` once, when the element comes within the preload zone; returns an unsubscribe. */
export function watchNearViewport(element: Element, onNear: () => void): () => void {
  const entry: Entry = { element, onNear };
  entries.add(entry);
  attach();
  // The first check runs on the next frame so a freshly mounted image above the fold starts at once.
  const frame = requestAnimationFrame(checkNow);
  return () => {
    cancelAnimationFrame(frame);
    entries.delete(entry);
    if (entries.size === 0) detach();
  };
}
