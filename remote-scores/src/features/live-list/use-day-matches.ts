import { useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { MatchListLeague, Sport } from '@jincheng/shared';
import { useSeedLive } from '../live-feed/use-live';
import { matchesQuery } from './api/queries';
import { useKeepLastScores } from './keep-last-scores';

export interface DayMatches {
  date: string;
  eventId: number;
  /** Match ids in the server's order (kickoff, then league importance). */
  ids: number[];
  leagues: MatchListLeague[];
}

/**
 * A whole day of one sport (suspends until it is read). The rows live in the per-match atoms, which the live
 * feed keeps current from the read's event id on; the query keeps the day's order and leagues. The day is
 * also kept as the last scores seen, for the offline page.
 */
export function useDayMatches(sport: Sport, date: string | null): DayMatches {
  const { data } = useSuspenseQuery(matchesQuery(sport, date));
  useSeedLive(data.list, data.eventId);
  useKeepLastScores(sport, data);
  return useMemo(
    () => ({
      date: data.date,
      eventId: data.eventId,
      ids: data.list.map((m) => m.id),
      leagues: data.leagues,
    }),
    [data],
  );
}
