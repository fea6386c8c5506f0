import { queryOptions } from '@tanstack/react-query';
import { getMatchForecast } from './forecast-api';

/** A frozen forecast never changes; a minute fresh notices a postponement (voided, a new one made). */
export const matchForecastQuery = (id: number) =>
  queryOptions({
    queryKey: ['scores', 'match-forecast', id] as const,
    queryFn: ({ signal }) => getMatchForecast(id, signal),
    staleTime: 60_000,
    // In play the probability line gains a point a minute: read again each minute until it reaches 90'.
    refetchInterval: (query) => {
      const line = query.state.data?.inPlay;
      return line?.length && (line[line.length - 1]?.minute ?? 90) < 90 ? 60_000 : false;
    },
  });
