import { useEffect, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useHydrated } from '@jincheng/shared';
import { serverDataOf } from '../../lib/page-data';
import { useLiveFeed, usePhaseVersion, useRetainFeed } from '../../lib/live-feed/use-live';
import { liveRead } from '../../lib/live-feed/live-store';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { hotTodayQuery, type HotPart } from './api/queries';
import { hotOrder } from './hot-order';

/**
 * Today's hot matches (suspends until read), live first, then the next kickoffs, then results; re-sorted
 * when a phase changes: each match as read, which its card brings forward with the feed.
 *
 * Two widgets of /home show them, each in a slot of its own that hydrates in its own turn. The first to
 * hydrate reads the rest of the day and opens the feed; a widget hydrating after that still renders what the
 * server sent (the page's data block, in the server's order, no feed), and the current read right after.
 */
export function useHotToday(): readonly LiveMatch[] {
  const query = hotTodayQuery();
  const { data, refetch } = useSuspenseQuery(query);
  const hydrated = useHydrated();
  const parts = hydrated ? data : (serverDataOf<HotPart[]>(query.queryKey) ?? data);
  // A server-rendered page brings only the rows shown (hot-order.ts): the whole read follows hydration.
  const partial = data.some((p) => p.partial);
  useEffect(() => {
    if (partial) void refetch();
  }, [partial, refetch]);
  const { store } = useLiveFeed();
  const all = useMemo(() => parts.flatMap((p) => p.list.map((m) => liveRead(m, p.eventId))), [parts]);
  useEffect(() => store.seed(all), [store, all]);
  useRetainFeed(Math.min(...data.map((p) => p.eventId)));
  const phaseVersion = usePhaseVersion();
  return useMemo(() => {
    return all
      .map((read) => ({ read, now: hydrated ? store.current(read) : read }))
      .sort((a, b) => hotOrder(a.now, b.now))
      .map((row) => row.read);
    // phaseVersion is read through the store: a kickoff or a full time moves a match up or down.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [all, store, phaseVersion, hydrated]);
}
