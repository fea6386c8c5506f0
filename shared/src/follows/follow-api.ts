import type { FollowKind, FollowSet } from '../api/sport/follow';
import { SPORT_API } from '../api/sport/paths';
import { apiClient } from '../request';

/** GET /sportapi/follows (token). */
export function getServerFollows(): Promise<FollowSet> {
  return apiClient().get<FollowSet>(SPORT_API.follows);
}

/** POST /sportapi/follows (token): one follow on or off; answers the whole set. */
export function postFollow(kind: FollowKind, id: number, follow: boolean): Promise<FollowSet> {
  return apiClient().post<FollowSet>(SPORT_API.follows, { kind, id, follow }, { json: true });
}

/** POST /sportapi/follows/merge (token): adds a visitor's follows (idempotent); answers the whole set. */
export function mergeFollows(set: FollowSet): Promise<FollowSet> {
  return apiClient().post<FollowSet>(SPORT_API.followsMerge, { ...set }, { json: true });
}
