import { useEffect, useRef, useState, type Key, type ReactNode } from 'react';
import {
  useSuspenseInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseSuspenseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { EmptyState, LoadFailed, QueryBoundary, type Page } from '@jincheng/shared';
import { ListSkeleton, emptyClasses, errorText, failedClasses } from './state-look';
import styles from './states.module.css';

/** What `infiniteQueryOptions` makes for a paged endpoint (see api/queries.ts). */
export type PagedQuery<T, K extends QueryKey> = UseSuspenseInfiniteQueryOptions<
  Page<T>,
  Error,
  InfiniteData<Page<T>>,
  K,
  number
>;

export interface PagedListViewProps<T, K extends QueryKey> {
  query: PagedQuery<T, K>;
  /** Accessible name of the list, e.g. 新闻列表. */
  label: string;
  emptyText: string;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  compactSkeleton?: boolean;
  /** Rows of the loading skeleton (4): a list whose place is kept at its empty state's height shows one. */
  skeletonRows?: number;
  className?: string;
}

/**
 * Loading skeleton, error with 重试, empty text, the items and a 加载更多 button. After 加载更多 the focus moves
 * to the first new item, so a keyboard or screen-reader user continues where the new page starts.
 */
export function PagedListView<T, K extends QueryKey>(props: PagedListViewProps<T, K>) {
  return (
    <QueryBoundary
      pending={<ListSkeleton compact={props.compactSkeleton} rows={props.skeletonRows} />}
      failed={(error, retry) => (
        <LoadFailed message={errorText(error)} onRetry={retry} classes={failedClasses} />
      )}
      resetKeys={[JSON.stringify(props.query.queryKey)]}
    >
      <PagedItems {...props} />
    </QueryBoundary>
  );
}

function PagedItems<T, K extends QueryKey>(props: PagedListViewProps<T, K>) {
  const { query, label, emptyText, getKey, renderItem, className } = props;
  const list = useSuspenseInfiniteQuery(query);
  const itemsRef = useRef<Array<HTMLLIElement | null>>([]);
  // A new object per 加载更多, so the focus moves again even when two pages start at the same index.
  const [firstNew, setFirstNew] = useState<{ index: number } | null>(null);
  const items = list.data.pages.flatMap((p) => p.list);
  const total = list.data.pages.at(-1)?.total ?? 0;

  useEffect(() => {
    if (firstNew !== null) itemsRef.current[firstNew.index]?.focus();
  }, [firstNew]);

  const loadMore = () => {
    const from = items.length;
    void list.fetchNextPage().then((result) => {
      if (!result.isFetchNextPageError) setFirstNew({ index: from });
    });
  };

  if (items.length === 0) return <EmptyState classes={emptyClasses}>{emptyText}</EmptyState>;
  return (
    <>
      <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            className={styles.item}
            tabIndex={-1}
            ref={(el) => {
              itemsRef.current[index] = el;
            }}
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {list.hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            onClick={loadMore}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage
              ? '加载中…'
              : list.isFetchNextPageError
                ? '加载失败，点击重试'
                : '加载更多'}
          </button>
        ) : null}
        <span aria-live="polite">
          已显示 {items.length} / {total} 条{list.hasNextPage ? '' : '，没有更多了'}
        </span>
      </div>
    </>
  );
}
