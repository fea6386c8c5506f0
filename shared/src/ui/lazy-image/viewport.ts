/**
 * True when the element is within `ratio` viewports of the visible area: below the screen by up to
 * (ratio − 1) viewport heights, or above it by the same margin.
 */
export function isNearViewport(
  rect: Pick<DOMRect, 'top' | 'bottom'>,
  viewportHeight: number,
  ratio: number,
): boolean {
  const margin = viewportHeight * (ratio - 1);
  return rect.top < viewportHeight + margin && rect.bottom > -margin;
}

/** Runs `fn` at most once per `wait` ms, always including the last call of a burst. */
export function throttle(fn: () => void, wait: number): () => void {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const now = Date.now();
    const remaining = wait - (now - last);
    if (remaining <= 0) {
      last = now;
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, remaining);
    }
  };
}
