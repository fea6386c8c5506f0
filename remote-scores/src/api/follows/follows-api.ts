import { apiClient, SPORT_API, type FollowedMatchesData, type FollowSet } from '@jincheng/shared';

/** GET /sportapi/follows/matches for a set of follows (the ids go in the query, so visitors need no account). */
export function getFollowedMatches(follows: FollowSet, signal?: AbortSignal): Promise<FollowedMatchesData> {
  return apiClient().get<FollowedMatchesData>(
    SPORT_API.followedMatches,
    {
      teams: follows.teams.join(','),
      leagues: follows.leagues.join(','),
      matches: follows.matches.join(','),
    },
    { signal },
  );
}
