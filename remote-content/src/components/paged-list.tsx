import { useEffect, useRef, type Key, type ReactNode } from 'react';
import type { PagedList } from '../lib/use-paged-list';
import { EmptyState, ErrorState, ListSkeleton } from './list-states';
import styles from './states.module.css';

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** Accessible name of the list, e.g. 新闻列表. */
  label: string;
  emptyText: string;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  compactSkeleton?: boolean;
  className?: string;
}

/**
 * Loading skeleton, error with 重试, empty text, the items and a 加载更多 button. After 加载更多 the focus moves
 * to the first new item, so a keyboard or screen-reader user continues where the new page starts.
 */
export function PagedListView<T>(props: PagedListViewProps<T>) {
  const { list, label, emptyText, getKey, renderItem, compactSkeleton, className } = props;
  const items = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (list.firstNew !== null) items.current[list.firstNew]?.focus();
  }, [list.firstNew]);

  if (list.status === 'loading') return <ListSkeleton compact={compactSkeleton} />;
  if (list.status === 'error') return <ErrorState onRetry={list.retry} />;
  if (list.items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
        {list.items.map((item, index) => (
          <li
            key={getKey(item)}
            className={styles.item}
            tabIndex={-1}
            ref={(el) => {
              items.current[index] = el;
            }}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {list.hasMore ? (
          <button
            type="button"
            className={styles.more}
            onClick={list.loadMore}
            disabled={list.loadingMore}
            aria-busy={list.loadingMore}
          >
            {list.loadingMore ? '加载中…' : list.moreFailed ? '加载失败，点击重试' : '加载更多'}
          </button>
        ) : null}
        <span aria-live="polite">
          已显示 {list.items.length} / {list.total} 条{list.hasMore ? '' : '，没有更多了'}
        </span>
      </div>
    </>
  );
}
