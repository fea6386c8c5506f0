import { useEffect, useMemo, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { MatchSummary } from '@jincheng/shared';
import { useLiveDelta, useLiveReads, useRetainFeed } from '../../lib/live-feed/use-live';
import { withDelta } from '../../lib/live-feed/live-store';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { matchDetailQuery, type MatchDetailRead } from './api/queries';

/** A live match's timeline, stats and commentary are read again this long after its last change. */
const REFRESH_MS = 4000;
const NONE: readonly MatchSummary[] = [];

export interface MatchDetailView extends MatchDetailRead {
  /** The match as it stands now: the read brought forward by the feed. */
  live: LiveMatch;
}

/**
 * One match's detail (suspends until read; null when there is no such match). The header follows the
 * feed at once; the rest (events, stats, lineups, commentary) is read again shortly after the feed moved the
 * match past the read, at most every few seconds.
 */
export function useMatchDetail(id: number): MatchDetailView | null {
  const { data, refetch } = useSuspenseQuery(matchDetailQuery(id));
  const header = useMemo(() => (data ? [data.detail.match] : NONE), [data]);
  const [read] = useLiveReads(header, data?.eventId ?? 0);
  const delta = useLiveDelta(id);
  const live = useMemo(() => read && withDelta(read, delta), [read, delta]);
  const moved =
    data !== null && live !== undefined && live.phase !== 'upcoming' && live.version > data.eventId;
  const version = moved ? live.version : 0;
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Throttled, not debounced: a match changing every second still gets its timeline read every few seconds.
  useEffect(() => {
    if (!version || refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = null;
      void refetch();
    }, REFRESH_MS);
  }, [version, refetch]);
  useEffect(() => () => clearTimeout(refresh.current ?? undefined), []);

  useRetainFeed(data ? data.eventId : null);
  return useMemo(() => (data && live ? { ...data, live } : null), [data, live]);
}
