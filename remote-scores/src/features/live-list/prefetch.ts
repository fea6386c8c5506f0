import type { RoutePrefetch, Sport } from '@jincheng/shared';
import { matchDaysQuery, matchesQuery } from './api/queries';
import { readListQuery } from './list-query';

/** /match and /basket: the day in `?date=` and the date bar's days. */
export const prefetchScores =
  (sport: Sport): RoutePrefetch =>
  ({ queryClient, searchParams }) =>
    Promise.all([
      queryClient.prefetchQuery(matchesQuery(sport, readListQuery(searchParams).date)),
      queryClient.prefetchQuery(matchDaysQuery(sport)),
    ]);
