import { useEffect, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
// eslint-disable-next-line import-x/no-restricted-paths -- issue 26: moves with the LiveStore rewrite
import { useLiveFeed, usePhaseVersion, useRetainFeed } from '../live-feed/use-live';
import { hotTodayQuery } from './api/queries';

const RANK = { live: 0, upcoming: 1, finished: 2, other: 3 } as const;

/**
 * Today's hot matches (suspends until read), live first, then the next kickoffs, then results; re-sorted
 * when a phase changes. The rows are the live atoms, seeded from the read and kept current by the feed.
 */
export function useHotToday(): number[] {
  const { data: parts } = useSuspenseQuery(hotTodayQuery());
  const { store } = useLiveFeed();
  for (const part of parts) store.ensure(part.list, part.eventId);
  useEffect(() => {
    for (const part of parts) store.seed(part.list, part.eventId);
  }, [store, parts]);
  useRetainFeed(Math.min(...parts.map((p) => p.eventId)));
  const phaseVersion = usePhaseVersion();
  return useMemo(() => {
    const rows = parts.flatMap((p) => p.list.map((m) => store.get(m.id))).filter((m) => m !== undefined);
    rows.sort((a, b) => RANK[a.phase] - RANK[b.phase] || a.kickoff.localeCompare(b.kickoff));
    return rows.map((m) => m.id);
    // phaseVersion is read through the store: a kickoff or a full time moves a match up or down.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts, store, phaseVersion]);
}
