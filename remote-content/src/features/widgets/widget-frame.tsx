import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AsyncState } from '../../lib/use-async';
import styles from './widget.module.css';

export interface WidgetFrameProps<T> {
  title: string;
  more: { to: string; label: string };
  state: AsyncState<T[]>;
  onRetry: () => void;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** A home-page box: title, 更多 link, then loading / error with 重试 / empty / the rows. */
export function WidgetFrame<T>({ title, more, state, onRetry, emptyText, children }: WidgetFrameProps<T>) {
  return (
    <div className={styles.widget}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        <Link to={more.to} className={styles.more}>
          {more.label} ›
        </Link>
      </div>
      {state.status === 'loading' ? (
        <p className={styles.state} role="status">
          加载中…
        </p>
      ) : state.status === 'error' ? (
        <p className={styles.state} role="alert">
          加载失败
          <button type="button" onClick={onRetry}>
            重试
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.state}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>{children(state.data)}</ul>
      )}
    </div>
  );
}
