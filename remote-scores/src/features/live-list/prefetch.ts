import type { RoutePrefetch, Sport } from '@jincheng/shared';
import { getMatches } from './api/matches-api';
import { matchDaysQuery, matchesQuery } from './api/queries';
import { firstScreenOf } from './first-screen';
import { readListQuery } from './list-query';

/**
 * /match and /basket: the day in `?date=` and the date bar's days. On the server the day is kept to the
 * rows of the first screen of the tab and grouping in the URL (with the whole day's counts): the page's
 * data block carries those, and the browser reads the rest once hydrated (use-day-matches.ts).
 */
export const prefetchScores =
  (sport: Sport): RoutePrefetch =>
  ({ queryClient, searchParams }) => {
    const query = readListQuery(searchParams);
    const day = matchesQuery(sport, query.date);
    return Promise.all([
      queryClient.prefetchQuery(
        typeof window === 'undefined'
          ? {
              ...day,
              queryFn: async ({ signal }) =>
                firstScreenOf(await getMatches(sport, query.date, signal), query),
            }
          : day,
      ),
      queryClient.prefetchQuery(matchDaysQuery(sport)),
    ]);
  };
