import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { useHydrated, useMediaQuery, type Sport } from '@jincheng/shared';
import type { ListItem } from '../build-list';
import type { LiveMatch } from '../../../lib/live-feed/live-types';
import { activeHeader, itemStarts } from '../sticky-header';
import { BasketballRow } from './basketball-row';
import { FootballRow } from './football-row';
import { GroupHeader } from './group-header';
import type { Range } from '@tanstack/react-virtual';
import type { ListWindow, WindowTrackerProps } from './window-tracker';
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
 * The window virtualiser's part (window-tracker.tsx): not in /match's first load (9 KB gzip), since the
 * server's render and the hydrating one show the first phone screen without it. Its chunk is asked for as soon
 * as the list's code runs in a browser, beside the hydration rather than before it, and the list takes it up
 * once it is live (never on the server).
 */
const trackerChunk = typeof document === 'undefined' ? null : import('./window-tracker');

function useWindowTracker(): ComponentType<WindowTrackerProps> | null {
  const [tracker, setTracker] = useState<ComponentType<WindowTrackerProps> | null>(null);
  useEffect(() => {
    let live = true;
    void (trackerChunk ?? import('./window-tracker')).then((m) => {
      if (live) setTracker(() => m.WindowTracker);
    });
    return () => {
      live = false;
    };
  }, []);
  return tracker;
}

/**
 * The day's list, windowed on the page's own scroll (@tanstack/react-virtual): only the rows in view (plus a
 * few) are mounted, whatever the size of the day. The current group's header sticks under the site header.
 */
export function VirtualList({ sport, items, reads, compact, starred, onToggleStar }: VirtualListProps) {
  const parent = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const Tracker = useWindowTracker();
  const [listWindow, setWindow] = useState<ListWindow | null>(null);
  const [margin, setMargin] = useState(0);
  // The list starts below the page head; its offset feeds the window virtualiser's scrollMargin.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (parent.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setMargin((m) => (Math.abs(top - m) > 1 ? top : m));
    };
    // Until the virtualiser is in, the rows are the first screen's, placed from the list's own top: the offset
    // only moves which group header sticks, so the hydration's commit does not wait for a render of the list
    // (an update from a layout effect is rendered synchronously, in the commit's task). From then on it places
    // the rows, and is set at once.
    if (Tracker) measure();
    else startTransition(measure);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items, Tracker]);

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
  const sizeAt = useCallback((i: number) => sizeOf(items[i]), [items, sizeOf]);
  const keyAt = useCallback((i: number) => items[i]?.key ?? i, [items]);
  const onWindow = useCallback(
    (next: ListWindow) =>
      setWindow((w) => (w && w.rows === next.rows && w.active === next.active ? w : next)),
    [],
  );
  // Fixed sizes: the list's height is the sum of its rows', as the virtualiser counts it.
  const total = items.length === 0 ? 0 : (starts[items.length - 1] ?? 0) + sizeOf(items[items.length - 1]);

  // The server's render and the browser's hydrating one show the same rows: the top of the list, one phone
  // screen of them, so the page's HTML carries the first matches. Not the virtualiser's window there: it
  // reads the page's scroll, and a fan may have scrolled the server's page before its scripts ran (hydrating
  // other rows than the HTML has makes React throw the section away and render it again). Once hydrated and
  // the virtualiser's chunk is in, it shows the rows in view; rows in both stay the same elements.
  const windowed = hydrated && Tracker ? listWindow : null;
  const rows = windowed ? windowed.rows : firstScreenRows(items, starts, sizeOf);
  const active = windowed ? windowed.active : stickyIndex({ startIndex: 0 });
  // Where the rows' starts count from: the virtualiser's from the top of the page (its scrollMargin, the list's
  // offset), the first screen's from the top of the list. Taking the offset off the first screen's rows too
  // (the offset is measured at hydration, the virtualiser reports later) drew them over the tabs and the date
  // bar until it did, and a tap on 已完场 landed on a row.
  const origin = windowed ? margin : 0;
  return (
    <div ref={parent} className={styles.list} style={{ height: total }} role="list">
      {rows.map((v) => {
        const item = items[v.index];
        // A window reported for the previous items (for the one render before the virtualiser reports again).
        if (!item || item.key !== v.key) return null;
        const read = item.kind === 'match' ? reads.get(item.id) : undefined;
        const sticky = item.kind === 'header' && v.index === active;
        const style: CSSProperties = sticky
          ? { height: v.size }
          : { height: v.size, transform: `translateY(${v.start - origin}px)` };
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
      {hydrated && Tracker && (
        <Tracker
          count={items.length}
          sizeOf={sizeAt}
          keyOf={keyAt}
          overscan={OVERSCAN}
          initialRect={FIRST_SCREEN}
          scrollMargin={margin}
          stickyIndex={stickyIndex}
          onWindow={onWindow}
        />
      )}
    </div>
  );
}
