import { useEffect } from 'react';
import { atom, useAtomValue } from '../../lib/app-jotai';
import type { MatchSummary } from '@jincheng/shared';
import { liveFeed } from './live-feed';
import type { LiveMatch } from './live-types';

const none = atom<LiveMatch | undefined>(undefined);

/** The live state of one match (undefined until a list or detail read seeded it). */
export function useLiveMatch(id: number): LiveMatch | undefined {
  const { store } = liveFeed();
  return useAtomValue(store.atomOf(id) ?? none, { store: store.store });
}

/** Changes whenever some match changes phase: lists re-filter and re-count on it, not on every delta. */
export function usePhaseVersion(): number {
  const { store } = liveFeed();
  return useAtomValue(store.phaseVersion, { store: store.store });
}

export function useFeedStatus() {
  const feed = liveFeed();
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
  const { store } = liveFeed();
  store.ensure(matches, eventId);
  useEffect(() => store.seed(matches, eventId), [store, matches, eventId]);
}
