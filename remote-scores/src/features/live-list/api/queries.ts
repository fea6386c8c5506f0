import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type Sport } from '@jincheng/shared';
import { getMatchDays, getMatches } from './matches-api';
import type { DayRead } from '../first-screen';

/**
 * A whole day of one sport with the feed's event id it was read at (`eventId`): the live feed resumes from
 * that id, and keeps the rows current through the per-match deltas meanwhile, so the read stays valid for minutes.
 * A server-rendered page holds only the day's first screen under this key (first-screen.ts).
 */
export const matchesQuery = (sport: Sport, date: string | null) =>
  queryOptions({
    queryKey: ['scores', 'matches', sport, date ?? 'today'] as const,
    queryFn: ({ signal }): Promise<DayRead> => getMatches(sport, date, signal),
    staleTime: STALE_TIME.live,
  });

/** The date bar's days (today ±7 with counts). */
export const matchDaysQuery = (sport: Sport) =>
  queryOptions({
    queryKey: ['scores', 'match-days', sport] as const,
    queryFn: ({ signal }) => getMatchDays(sport, signal),
    staleTime: STALE_TIME.live,
  });
