/** One expert: the profile, and following them. */
import { apiClient, SPORT_API, type ExpertDetailData, type FollowExpertData } from '@jincheng/shared';

/** GET /sportapi/experts/:id: profile, stats, 10 latest solutions and whether the caller follows. */
export function getExpert(id: number): Promise<ExpertDetailData> {
  // The screen shows its own not-found state, so the client's 404 toast would only repeat it.
  return apiClient().get<ExpertDetailData>(SPORT_API.expert(id), undefined, { handles: [404] });
}

/** POST /sportapi/experts/:id/follow (token): sets the follow on or off; answers the new follower count. */
export function followExpert(id: number, follow: boolean): Promise<FollowExpertData> {
  return apiClient().post<FollowExpertData>(SPORT_API.followExpert(id), { follow }, { json: true });
}
