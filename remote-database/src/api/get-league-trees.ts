import type { LeagueTreeData } from '@jincheng/shared';
import { getLeagueTree } from './get-league-tree';

export interface LeagueTrees {
  football: LeagueTreeData;
  basketball: LeagueTreeData;
}

/** Both sports' trees: the directory shows football regions and basketball side by side. */
export async function getLeagueTrees(): Promise<LeagueTrees> {
  const [football, basketball] = await Promise.all([getLeagueTree('football'), getLeagueTree('basketball')]);
  return { football, basketball };
}
