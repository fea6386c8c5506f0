import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type LeagueTreeData } from '@jincheng/shared';
import { getLeagueTree } from './league-tree-api';

/** Both sports' league trees (the directory, the ranking's league chips). */
export const leagueTreesQuery = () =>
  queryOptions({
    queryKey: ['database', 'league-trees'] as const,
    queryFn: getLeagueTrees,
    staleTime: STALE_TIME.reference,
  });

export interface LeagueTrees {
  football: LeagueTreeData;
  basketball: LeagueTreeData;
}

/** Both sports' trees: the directory shows football regions and basketball side by side. */
export async function getLeagueTrees(): Promise<LeagueTrees> {
  const [football, basketball] = await Promise.all([getLeagueTree('football'), getLeagueTree('basketball')]);
  return { football, basketball };
}
