import { queryOptions } from '@tanstack/react-query';
import { getFanRatings } from './fan-ratings-api';

/** A match's fan ratings; the reader's own scores are in it, so the viewer is in the key. */
export const fanRatingsQuery = (matchId: number, viewer: string) =>
  queryOptions({
    queryKey: ['scores', 'fan-ratings', matchId, { viewer }] as const,
    queryFn: ({ signal }) => getFanRatings(matchId, signal),
    // Other fans keep voting: a tab opened again reads the counts again after half a minute.
    staleTime: 30_000,
  });
