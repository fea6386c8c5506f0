import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { atom, useAtomValue, useStore } from '../app-jotai';
import type { MatchSummary } from '@jincheng/shared';
import { liveFeed, liveFeedFor, type LiveFeed } from './live-feed';
import type { LiveMatch } from './live-types';

const none = atom<LiveMatch | undefined>(undefined);

/** The live feed this render reads from (live-feed.ts, `liveFeedFor`). */
export function useLiveFeed(): LiveFeed {
  return liveFeedFor(useStore());
}

/**
 * The live state of one match (undefined until a list or detail read seeded it). A render hydrating the
 * server's HTML shows the match as the read had it, which is what the server rendered: on a page of several
 * slots (/home) one slot may open the feed, and its events change a match before another slot's rows are
 * hydrated. React renders the current state right after hydrating.
 */
export function useLiveMatch(id: number): LiveMatch | undefined {
  const { store } = useLiveFeed();
  const live = store.atomOf(id) ?? none;
  const jotai = store.store;
  const subscribe = useCallback((changed: () => void) => jotai.sub(live, changed), [jotai, live]);
  return useSyncExternalStore(
    subscribe,
    () => jotai.get(live),
    () => store.readOf(id) ?? jotai.get(live),
  );
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
 * Puts a read's matches (a cached or server-dehydrated query answer) into the live store: their atoms exist
 * from the first render on, and a newer read refreshes rows the feed has not moved past.
 */
export function useSeedLive(matches: readonly MatchSummary[], eventId: number): void {
  const { store } = useLiveFeed();
  store.ensure(matches, eventId);
  useEffect(() => store.seed(matches, eventId), [store, matches, eventId]);
}
