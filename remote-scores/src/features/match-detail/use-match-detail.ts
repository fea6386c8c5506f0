import { useCallback, useEffect, useRef, useState } from 'react';
import { RequestError, type MatchDetail } from '@jincheng/shared';
import { liveFeed } from '../live-feed/live-feed';
import { useLiveMatch, useRetainFeed } from '../live-feed/use-live';
import { getLiveStatus } from './api/get-live-status';
import { getMatchDetail } from './api/get-match-detail';

export type DetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; detail: MatchDetail; eventId: number };

/** A live match's timeline, stats and commentary are read again this long after its last change. */
const REFRESH_MS = 4000;
const cache = new Map<number, { detail: MatchDetail; eventId: number }>();

async function load(id: number, signal: AbortSignal): Promise<{ detail: MatchDetail; eventId: number }> {
  const feed = liveFeed();
  // The feed position is read first: everything after it is replayed to the header, nothing is lost.
  const eventId = feed.lastEventId ?? (await getLiveStatus(signal)).lastEventId;
  const detail = await getMatchDetail(id, signal);
  feed.store.seed([detail.match], eventId);
  return { detail, eventId };
}

/**
 * One match's detail. The header follows the live atom at once; the rest (events, stats, lineups,
 * commentary) is read again shortly after the match changes on the feed, at most every few seconds.
 */
export function useMatchDetail(id: number | null): DetailState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DetailState>(() => {
    const hit = id === null ? undefined : cache.get(id);
    return hit ? { status: 'ready', ...hit } : { status: 'loading' };
  });
  const live = useLiveMatch(id ?? 0);
  const version = live && live.phase !== 'upcoming' ? live.version : 0;
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);

  const read = useCallback(
    (signal: AbortSignal) => {
      if (id === null) return;
      load(id, signal).then(
        (data) => {
          cache.set(id, data);
          if (!signal.aborted) setState({ status: 'ready', ...data });
        },
        (error: unknown) => {
          if (signal.aborted) return;
          const missing = error instanceof RequestError && error.code === 404;
          setState((s) => (s.status === 'ready' ? s : { status: missing ? 'not-found' : 'error' }));
        },
      );
    },
    [id],
  );

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read, attempt]);

  // Throttled, not debounced: a match changing every second still gets its timeline read every few seconds.
  useEffect(() => {
    if (!version || refresh.current) return;
    refresh.current = setTimeout(() => {
      refresh.current = null;
      read(new AbortController().signal);
    }, REFRESH_MS);
  }, [version, read]);
  useEffect(() => () => clearTimeout(refresh.current ?? undefined), []);

  useRetainFeed(state.status === 'ready' ? state.eventId : null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
