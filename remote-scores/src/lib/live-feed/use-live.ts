import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useAtomValue, useStore } from '../app-jotai';
import type { MatchSummary } from '@jincheng/shared';
import { liveFeed, liveFeedFor, type LiveFeed } from './live-feed';
import { liveRead, withDelta, type LiveDelta } from './live-store';
import type { LiveMatch } from './live-types';

/** The live feed this render reads from (live-feed.ts, `liveFeedFor`). */
export function useLiveFeed(): LiveFeed {
  return liveFeedFor(useStore());
}

/**
 * What the feed said about match `id`. A render hydrating the server's HTML sees nothing yet (null), as the
 * server did: on a page of several slots (/home) one slot may open the feed, and its events change a match
 * before another slot's rows are hydrated. React renders the current delta right after hydrating.
 */
export function useLiveDelta(id: number): LiveDelta | null {
  const { store } = useLiveFeed();
  const delta = store.deltaOf(id);
  const jotai = store.store;
  const subscribe = useCallback((changed: () => void) => jotai.sub(delta, changed), [jotai, delta]);
  return useSyncExternalStore(
    subscribe,
    () => jotai.get(delta),
    () => null,
  );
}

/** A read (`liveRead`) as it stands now: re-renders when the feed changes that match, and only then. */
export function useLiveMatch(read: LiveMatch): LiveMatch {
  const delta = useLiveDelta(read.id);
  return useMemo(() => withDelta(read, delta), [read, delta]);
}

/** Changes whenever some match changes phase: lists re-filter and re-count on it, not on every delta. */
export function usePhaseVersion(): number {
  const { store } = useLiveFeed();
  return useAtomValue(store.phaseVersion, { store: store.store });
}

export function useFeedStatus() {
  const feed = useLiveFeed();
  return useAtomValue(feed.status, { store: feed.store.store });
}

/** Keeps the live feed open while the calling screen is mounted; `eventId` is where its data stands. */
export function useRetainFeed(eventId: number | null): void {
  useEffect(() => (eventId === null ? undefined : liveFeed().retain(eventId)), [eventId]);
}

/**
 * A read's matches as reads of the live store (one object per match while `matches` stays the same), told to
 * the store once mounted so goals in them are announced and phase changes re-sort the lists.
 */
export function useLiveReads(matches: readonly MatchSummary[], eventId: number): readonly LiveMatch[] {
  const { store } = useLiveFeed();
  const reads = useMemo(() => matches.map((m) => liveRead(m, eventId)), [matches, eventId]);
  useEffect(() => store.seed(reads), [store, reads]);
  return reads;
}
