import { useCallback, useEffect, useState } from 'react';
import type { MatchListData, MatchListLeague, Sport } from '@jincheng/shared';
import { liveFeed } from '../live-feed/live-feed';
import { getMatches } from './api/get-matches';

export interface DayMatches {
  date: string;
  eventId: number;
  /** Match ids in the server's order (kickoff, then league importance). */
  ids: number[];
  leagues: MatchListLeague[];
  readAt: number;
}

export type DayState =
  { status: 'loading'; day: null } | { status: 'error'; day: null } | { status: 'ready'; day: DayMatches };

/** Older than this, a cached day is shown at once and read again in the background. */
const REVALIDATE_MS = 5 * 60_000;
const cache = new Map<string, DayMatches>();

function remember(key: string, data: MatchListData): DayMatches {
  liveFeed().store.seed(data.list, data.eventId);
  const day: DayMatches = {
    date: data.date,
    eventId: data.eventId,
    ids: data.list.map((m) => m.id),
    leagues: data.leagues,
    readAt: Date.now(),
  };
  cache.set(key, day);
  return day;
}

/**
 * A whole day of one sport, read once and then kept current by the live feed (the per-match atoms), so a
 * remount (every tab or date change re-creates the screen) shows it at once without a second read.
 */
export function useDayMatches(sport: Sport, date: string | null): DayState & { retry: () => void } {
  const key = `${sport}:${date ?? 'today'}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<DayState>(() => {
    const hit = cache.get(key);
    return hit ? { status: 'ready', day: hit } : { status: 'loading', day: null };
  });

  useEffect(() => {
    const hit = cache.get(key);
    if (hit) setState({ status: 'ready', day: hit });
    else setState({ status: 'loading', day: null });
    if (hit && Date.now() - hit.readAt < REVALIDATE_MS) return undefined;
    const controller = new AbortController();
    getMatches(sport, date, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', day: remember(key, data) });
      },
      () => {
        if (!controller.signal.aborted && !hit) setState({ status: 'error', day: null });
      },
    );
    return () => controller.abort();
  }, [key, sport, date, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}

/** Tests: forget every cached day. */
export function clearDayCache(): void {
  cache.clear();
}
