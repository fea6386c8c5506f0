import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveDelta } from '../live-feed/use-live';
import { matchOddsQuery } from '../../api/odds/queries';

/** Odds are read again this long after the match last moved on the feed (goal, card, minute, status). */
const REFRESH_MS = 2000;

/**
 * Keeps the 指数 tab current: every feed delta of the match (the same SSE stream as the header) schedules
 * one read of its odds, throttled, so a goal's suspension and the new prices after it show without a reload.
 */
export function useOddsRefresh(matchId: number): void {
  const client = useQueryClient();
  const version = useLiveDelta(matchId)?.version ?? 0;
  const first = useRef(version);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (version === first.current || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void client.invalidateQueries({ queryKey: matchOddsQuery(matchId).queryKey });
    }, REFRESH_MS);
  }, [version, matchId, client]);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
}
