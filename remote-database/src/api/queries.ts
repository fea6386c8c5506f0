import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '@jincheng/shared';
import { getLeagueTrees } from './get-league-trees';

/** Both sports' league trees (the directory, the ranking's league chips). */
export const leagueTreesQuery = () =>
  queryOptions({
    queryKey: ['database', 'league-trees'] as const,
    queryFn: getLeagueTrees,
    staleTime: STALE_TIME.reference,
  });
