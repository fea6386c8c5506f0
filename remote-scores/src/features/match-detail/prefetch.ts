import type { RoutePrefetch, Sport } from '@jincheng/shared';
import { matchDetailQuery, matchIntelligenceQuery } from './api/queries';
import { matchOddsQuery } from '../../api/odds/queries';
import { parseDetailParams } from './parse-detail-params';

/** A match detail: the match (nothing for a malformed URL); its intelligence on `?tab=intel`, odds on `?tab=odds`. */
export const prefetchDetail =
  (sport: Sport): RoutePrefetch =>
  async ({ queryClient, params, searchParams }) => {
    const parsed = parseDetailParams(sport, params.type, params.id);
    if (!parsed.ok) return;
    await Promise.all([
      queryClient.prefetchQuery(matchDetailQuery(parsed.id)),
      sport === 'football' && searchParams.get('tab') === 'intel'
        ? queryClient.prefetchQuery(matchIntelligenceQuery(parsed.id))
        : null,
      sport === 'football' && searchParams.get('tab') === 'odds'
        ? queryClient.prefetchQuery(matchOddsQuery(parsed.id))
        : null,
    ]);
  };
