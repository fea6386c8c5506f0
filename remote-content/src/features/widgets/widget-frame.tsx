import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { QueryBoundary, type Page } from '@jincheng/shared';
import styles from './widget.module.css';

export interface WidgetFrameProps<T, K extends QueryKey> {
  title: string;
  more: { to: string; label: string };
  /** The widget's read (see prefetch.ts: the same options its prefetch uses). */
  query: UseSuspenseQueryOptions<Page<T>, Error, Page<T>, K>;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** A home-page box: title, 更多 link, then loading / error with 重试 / empty / the rows. */
export function WidgetFrame<T, K extends QueryKey>(props: WidgetFrameProps<T, K>) {
  const { title, more, query, emptyText, children } = props;
  return (
    <div className={styles.widget}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <Link to={more.to} className={styles.more}>
          {more.label} ›
        </Link>
      </div>
      <QueryBoundary
        pending={
          <p className={styles.state} role="status">
            加载中…
          </p>
        }
        failed={(_error, retry) => (
          <p className={styles.state} role="alert">
            加载失败
            <button type="button" onClick={retry}>
              重试
            </button>
          </p>
        )}
      >
        <WidgetRows query={query} emptyText={emptyText}>
          {children}
        </WidgetRows>
      </QueryBoundary>
    </div>
  );
}

function WidgetRows<T, K extends QueryKey>(
  props: Pick<WidgetFrameProps<T, K>, 'query' | 'emptyText' | 'children'>,
) {
  const { query, emptyText, children } = props;
  const items = useSuspenseQuery(query).data.list;
  if (items.length === 0) return <p className={styles.state}>{emptyText}</p>;
  return <ul className={styles.list}>{children(items)}</ul>;
}
