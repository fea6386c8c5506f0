import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useHydrated, useMediaQuery, type Sport } from '@jincheng/shared';
import type { ListItem } from '../build-list';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import { activeHeader, itemStarts } from '../sticky-header';
import { BasketballRow } from './basketball-row';
import { FootballRow } from './football-row';
import { GroupHeader } from './group-header';
import styles from './virtual-list.module.css';

export interface VirtualListProps {
  sport: Sport;
  items: ListItem[];
  /** Each listed match as read; a row brings it forward with the feed. */
  reads: ReadonlyMap<number, LiveMatch>;
  compact: boolean;
  starred: ReadonlySet<number>;
  onToggleStar: (id: number) => void;
}

const FIRST_SCREEN = { width: 375, height: 812 };
const OVERSCAN = 6;

/** Fixed heights per layout keep the virtualiser exact (no measuring while 200 deltas a second arrive). */
export const ROW_HEIGHT = {
  football: { wide: 52, compact: 56 },
  basketball: { wide: 52, compact: 74 },
  header: { wide: 34, compact: 30 },
};

interface Row {
  key: string | number;
  index: number;
  start: number;
  size: number;
}

/** The rows from the top of the list down to one phone screen, and a few more (as the virtualiser would). */
export function firstScreenRows(
  items: readonly ListItem[],
  starts: readonly number[],
  sizeOf: (item: ListItem | undefined) => number,
): Row[] {
  let last = -1;
  while (last + 1 < items.length && (starts[last + 1] ?? Infinity) < FIRST_SCREEN.height) last += 1;
  const end = Math.min(last + OVERSCAN, items.length - 1);
  return items.slice(0, end + 1).map((item, index) => ({
    key: item.key,
    index,
    start: starts[index] ?? 0,
    size: sizeOf(item),
  }));
}

/**
 * The day's list, windowed on the page's own scroll (@tanstack/react-virtual): only the rows in view (plus a
 * few) are mounted, whatever the size of the day. The current group's header sticks under the site header.
 */
export function VirtualList({ sport, items, reads, compact, starred, onToggleStar }: VirtualListProps) {
  const parent = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [margin, setMargin] = useState(0);
  // The list starts below the page head; its offset feeds the window virtualiser's scrollMargin.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (parent.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setMargin((m) => (Math.abs(top - m) > 1 ? top : m));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items]);

  const layout = compact ? 'compact' : 'wide';
  const sizeOf = useCallback(
    (item: ListItem | undefined) => (item?.kind === 'header' ? ROW_HEIGHT.header : ROW_HEIGHT[sport])[layout],
    [sport, layout],
  );
  const starts = useMemo(() => itemStarts(items, sizeOf), [items, sizeOf]);
  const siteHeader = useMediaQuery('(max-width: 900px)') ? 52 : 60;
  // The group of the row right under the site header, whose header sticks there.
  const stickyIndex = useCallback(
    (range: Pick<Range, 'startIndex'>) => {
      const scrolled = hydrated ? window.scrollY : 0;
      const y = scrolled - margin + siteHeader + ROW_HEIGHT.header[layout];
      return activeHeader(items, starts, y, range.startIndex);
    },
    [items, starts, margin, siteHeader, layout, hydrated],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      // The rows in view plus the sticky group header itself.
      const indexes = new Set(defaultRangeExtractor(range));
      const sticky = stickyIndex(range);
      if (sticky >= 0) indexes.add(sticky);
      return [...indexes].sort((a, b) => a - b);
    },
    [stickyIndex],
  );
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: (i) => sizeOf(items[i]),
    getItemKey: (i) => items[i]?.key ?? i,
    overscan: OVERSCAN,
    initialRect: FIRST_SCREEN,
    scrollMargin: margin,
    rangeExtractor,
  });

  // The server's render and the browser's hydrating one show the same rows: the top of the list, one phone
  // screen of them, so the page's HTML carries the first matches. Not the virtualiser's window there: it
  // reads the page's scroll, and a fan may have scrolled the server's page before its scripts ran (hydrating
  // other rows than the HTML has makes React throw the section away and render it again). Once hydrated,
  // the virtualiser shows the rows in view; rows in both stay the same elements.
  const rows = hydrated ? virtualizer.getVirtualItems() : firstScreenRows(items, starts, sizeOf);
  const active = hydrated
    ? virtualizer.range
      ? stickyIndex(virtualizer.range)
      : -1
    : stickyIndex({ startIndex: 0 });
  return (
    <div ref={parent} className={styles.list} style={{ height: virtualizer.getTotalSize() }} role="list">
      {rows.map((v) => {
        const item = items[v.index];
        if (!item) return null;
        const read = item.kind === 'match' ? reads.get(item.id) : undefined;
        const sticky = item.kind === 'header' && v.index === active;
        const style: CSSProperties = sticky
          ? { height: v.size }
          : { height: v.size, transform: `translateY(${v.start - margin}px)` };
        return (
          <div key={v.key} role="listitem" className={sticky ? styles.sticky : styles.item} style={style}>
            {item.kind === 'header' ? (
              <GroupHeader item={item} />
            ) : !read ? null : sport === 'football' ? (
              <FootballRow read={read} starred={starred.has(item.id)} onToggleStar={onToggleStar} />
            ) : (
              <BasketballRow read={read} starred={starred.has(item.id)} onToggleStar={onToggleStar} />
            )}
          </div>
        );
      })}
    </div>
  );
}
