import { visuallyHidden } from '@jincheng/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useSort, type SortDirection, type SortState, type SortValue } from '../hooks/use-sort';
import styles from './stat-table.module.css';

export interface StatColumn<T> {
  key: string;
  header: string;
  /** Full name for an abbreviated header (场 → 场次), read by screen readers and shown on hover. */
  title?: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable. */
  sortValue?: (row: T) => SortValue;
  firstDirection?: SortDirection;
  /** The key figure (积分, 胜率): stays in view at the right edge while the table scrolls sideways. */
  pinned?: boolean;
}

export interface StatTableProps<T> {
  caption: string;
  /** Keep the caption for screen readers only (the card already has a visible heading). */
  hideCaption?: boolean;
  /** The first column is the row header and stays fixed while the table scrolls sideways. */
  columns: readonly StatColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  rowStyle?: (row: T) => CSSProperties | undefined;
  initialSort?: SortState;
  /** Below this width the table scrolls inside its card. */
  minWidth?: number;
}

/** A real table: caption, scoped headers, sortable columns as header buttons with aria-sort. */
export function StatTable<T>(props: StatTableProps<T>) {
  const { caption, hideCaption, columns, rows, rowKey, rowClassName, rowStyle, initialSort, minWidth } =
    props;
  const valueOf = (key: string, row: T) => columns.find((c) => c.key === key)?.sortValue?.(row);
  const { sorted, sort, toggle } = useSort(rows, valueOf, initialSort ?? null);

  return (
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} style={{ minWidth }}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const ariaSort = column.sortValue ? (active ? sort.direction : 'none') : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  title={column.title}
                  className={column.pinned ? styles.pinned : undefined}
                >
                  {column.sortValue ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => toggle(column.key, column.firstDirection)}
                    >
                      {column.header}
                      <span aria-hidden="true" className={styles.arrow}>
                        {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} style={rowStyle?.(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.pinned ? styles.pinned : undefined}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
