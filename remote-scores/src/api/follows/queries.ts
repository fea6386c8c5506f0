import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, type FollowSet } from '@jincheng/shared';
import { getFollowedMatches } from './follows-api';

/** The followed matches; a follow or unfollow is a new key (the list of ids), read at once. */
export const followedMatchesQuery = (follows: FollowSet) =>
  queryOptions({
    queryKey: ['scores', 'followed', follows.teams, follows.leagues, follows.matches] as const,
    queryFn: ({ signal }) => getFollowedMatches(follows, signal),
    staleTime: STALE_TIME.live,
  });
