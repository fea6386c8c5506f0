import { useEffect, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { MatchListData, MatchListLeague, Sport } from '@jincheng/shared';
import { useLiveReads } from '../../lib/live-feed/use-live';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { matchesQuery } from './api/queries';
import { isFirstScreen } from './first-screen';
import { useKeepLastScores } from '../../lib/keep-last-scores';

export interface DayMatches {
  date: string;
  eventId: number;
  /** Match ids in the server's order (kickoff, then league importance). */
  ids: number[];
  /** Each match as read (rows bring it forward with the feed's deltas). */
  reads: ReadonlyMap<number, LiveMatch>;
  leagues: MatchListLeague[];
  /**
   * Set while `ids` are only the first screen's rows (a server-rendered page, until the whole day is read):
   * the whole day's tab counts and group sizes.
   */
  firstScreen?: { counts: MatchListData['counts']; headerCounts: Record<string, number> };
}

/**
 * A whole day of one sport (suspends until it is read). Each row brings its read forward with the live
 * feed's deltas from the read's event id on; the query keeps the day's order and leagues. The day is
 * also kept as the last scores seen, for the offline page.
 *
 * A server-rendered page brings only the first screen's rows (first-screen.ts): the first render shows
 * exactly those, as the server did, and the whole day is read once hydrated — the same query, refetched, so
 * the rows on screen stay (same keys) and the rest of the day is added below them.
 */
export function useDayMatches(sport: Sport, date: string | null): DayMatches {
  const { data, refetch } = useSuspenseQuery(matchesQuery(sport, date));
  const partial = isFirstScreen(data);
  useEffect(() => {
    if (partial) void refetch();
  }, [partial, refetch]);
  const reads = useLiveReads(data.list, data.eventId);
  useKeepLastScores(sport, partial ? null : data);
  return useMemo(
    () => ({
      date: data.date,
      eventId: data.eventId,
      ids: data.list.map((m) => m.id),
      reads: new Map(reads.map((r) => [r.id, r])),
      leagues: data.leagues,
      ...(isFirstScreen(data)
        ? { firstScreen: { counts: data.counts, headerCounts: data.firstScreen.headerCounts } }
        : {}),
    }),
    [data, reads],
  );
}
