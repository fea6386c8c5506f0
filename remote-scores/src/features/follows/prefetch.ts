import { hasFollows, knownFollows, type RoutePrefetch } from '@jincheng/shared';
import { followedMatchesQuery } from '../../api/follows/queries';

/**
 * 我的关注 reads the followed matches once the follows are known in this browser (a visitor's, or the
 * account's after the shell read them); on the server and before that it has nothing to read ahead.
 */
export const prefetchMyFollows: RoutePrefetch = async ({ queryClient }) => {
  if (typeof window === 'undefined') return;
  const follows = knownFollows(queryClient);
  if (hasFollows(follows)) await queryClient.prefetchQuery(followedMatchesQuery(follows));
};
