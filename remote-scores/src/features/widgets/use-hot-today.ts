import { useEffect, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLiveFeed, usePhaseVersion, useRetainFeed } from '../../lib/live-feed/use-live';
import { hotTodayQuery } from './api/queries';
import { hotOrder } from './hot-order';

/**
 * Today's hot matches (suspends until read), live first, then the next kickoffs, then results; re-sorted
 * when a phase changes. The rows are the live atoms, seeded from the read and kept current by the feed.
 */
export function useHotToday(): number[] {
  const { data: parts, refetch } = useSuspenseQuery(hotTodayQuery());
  // A server-rendered page brings only the rows shown (hot-order.ts): the whole read follows hydration.
  const partial = parts.some((p) => p.partial);
  useEffect(() => {
    if (partial) void refetch();
  }, [partial, refetch]);
  const { store } = useLiveFeed();
  for (const part of parts) store.ensure(part.list, part.eventId);
  useEffect(() => {
    for (const part of parts) store.seed(part.list, part.eventId);
  }, [store, parts]);
  useRetainFeed(Math.min(...parts.map((p) => p.eventId)));
  const phaseVersion = usePhaseVersion();
  return useMemo(() => {
    const rows = parts.flatMap((p) => p.list.map((m) => store.get(m.id))).filter((m) => m !== undefined);
    rows.sort(hotOrder);
    return rows.map((m) => m.id);
    // phaseVersion is read through the store: a kickoff or a full time moves a match up or down.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts, store, phaseVersion]);
}
