import { queryOptions } from '@tanstack/react-query';
import { getMatchForecast } from './forecast-api';

/** A frozen forecast never changes; a minute fresh notices a postponement (voided, a new one made). */
export const matchForecastQuery = (id: number) =>
  queryOptions({
    queryKey: ['scores', 'match-forecast', id] as const,
    queryFn: ({ signal }) => getMatchForecast(id, signal),
    staleTime: 60_000,
  });
