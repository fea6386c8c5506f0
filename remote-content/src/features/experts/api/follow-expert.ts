import { apiClient, SPORT_API, type FollowExpertData } from '@jincheng/shared';

/** POST /sportapi/experts/:id/follow (token): sets the follow on or off; answers the new follower count. */
export function followExpert(id: number, follow: boolean): Promise<FollowExpertData> {
  return apiClient().post<FollowExpertData>(SPORT_API.followExpert(id), { follow }, { json: true });
}
