import { useMemo, useState } from 'react';

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type SortValue = number | string;

/**
 * Client-side sorting for a stat table. A first click on a column sorts it the way that column reads best
 * (`firstDirection`, numbers high→low by default); a second click reverses it. Ties keep the given order.
 */
export function useSort<T>(
  rows: readonly T[],
  valueOf: (key: string, row: T) => SortValue | undefined,
  initial: SortState | null = null,
) {
  const [sort, setSort] = useState<SortState | null>(initial);

  const sorted = useMemo(() => {
    if (!sort) return rows;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return rows
      .map((row, index) => ({ row, index, value: valueOf(sort.key, row) }))
      .sort((a, b) => {
        if (a.value === b.value || a.value === undefined || b.value === undefined) return a.index - b.index;
        const diff =
          typeof a.value === 'number' && typeof b.value === 'number'
            ? a.value - b.value
            : String(a.value).localeCompare(String(b.value), 'zh-CN');
        return diff * factor || a.index - b.index;
      })
      .map((entry) => entry.row);
    // valueOf is derived from the column list, which is stable for a table's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, sort]);

  const toggle = (key: string, firstDirection: SortDirection = 'descending') =>
    setSort((current) =>
      current?.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: firstDirection },
    );

  return { sorted, sort, toggle };
}
