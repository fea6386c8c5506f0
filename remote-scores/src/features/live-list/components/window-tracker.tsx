import { useCallback, useLayoutEffect } from 'react';
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  type Range,
  type VirtualItem,
} from '@tanstack/react-virtual';

/** What the list shows once the virtualiser runs: the rows in view (plus a few) and the sticky header. */
export interface ListWindow {
  rows: VirtualItem[];
  /** Index of the group header stuck under the site header, or -1. */
  active: number;
}

export interface WindowTrackerProps {
  count: number;
  /** Stable between renders (the list's callbacks): the rows are reported again only when they change. */
  sizeOf: (index: number) => number;
  keyOf: (index: number) => string | number;
  overscan: number;
  initialRect: { width: number; height: number };
  scrollMargin: number;
  /** The sticky group header for a window starting at `range.startIndex`. */
  stickyIndex: (range: Pick<Range, 'startIndex'>) => number;
  onWindow: (window: ListWindow) => void;
}

/**
 * The window virtualiser (@tanstack/react-virtual, 9 KB gzip) on the page's own scroll, in a chunk of its own:
 * the list renders its first phone screen of rows without it (server, hydration), and this renderless part,
 * loaded once the list is live, tells the list which rows are in view from then on (virtual-list.tsx).
 */
export function WindowTracker(props: WindowTrackerProps) {
  const { count, sizeOf, keyOf, overscan, initialRect, scrollMargin, stickyIndex, onWindow } = props;
  // The rows in view plus the sticky group header itself.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      const sticky = stickyIndex(range);
      if (sticky >= 0) indexes.add(sticky);
      return [...indexes].sort((a, b) => a - b);
    },
    [stickyIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: sizeOf,
    getItemKey: keyOf,
    overscan,
    initialRect,
    scrollMargin,
    rangeExtractor,
  });
  const rows = virtualizer.getVirtualItems();
  const active = virtualizer.range ? stickyIndex(virtualizer.range) : -1;
  // Before the browser paints: a scroll's new rows show in the same frame, as when the list ran the hook itself.
  useLayoutEffect(() => onWindow({ rows, active }), [rows, active, onWindow]);
  return null;
}
