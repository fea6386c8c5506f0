import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DayOddsRow } from '@jincheng/shared';
import { dayOddsQuery } from '../../api/odds/queries';
import { LIST_BOOK } from './odds-column';

/** Time-only moves (pre-match hours apart, in play every five minutes) are picked up this often. */
const POLL_MS = 60_000;
const EMPTY: ReadonlyMap<number, DayOddsRow> = new Map();

/**
 * The list column's odds: read only while the column is on, again after every goal or red card the list
 * announces (`alert` changes) and once a minute; null while the column is off.
 */
export function useListOdds(
  on: boolean,
  date: string | undefined,
  alert: string,
): ReadonlyMap<number, DayOddsRow> | null {
  const { data, refetch } = useQuery({
    ...dayOddsQuery(date, LIST_BOOK.id),
    enabled: on,
    refetchInterval: on ? POLL_MS : false,
  });
  useEffect(() => {
    if (on && alert) void refetch();
  }, [on, alert, refetch]);
  const map = useMemo(() => (data ? new Map(data.matches.map((m) => [m.matchId, m])) : EMPTY), [data]);
  return on ? map : null;
}
