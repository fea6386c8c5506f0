/** The signed-in fan's community profile (昵称, 禁言) and the nickname change. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, SPORT_API, type CommunityProfile, type NicknameUpdate } from '@jincheng/shared';

/** Refusals the nickname form shows beside the field itself (taken, filtered, too often): no toast. */
export const NICKNAME_REFUSALS = [400, 1006] as const;

/** GET /sportapi/community/me, keyed by viewer so another account never sees this one's name. */
export const communityProfileQuery = (viewer: string) =>
  queryOptions({
    queryKey: ['account', 'community-profile', { viewer }] as const,
    queryFn: ({ signal }) => apiClient().get<CommunityProfile>(SPORT_API.communityMe, undefined, { signal }),
    staleTime: 60_000,
  });

/** POST /sportapi/community/nickname: the profile with the new name, or a RequestError with the reason. */
export function setNickname(nickname: string): Promise<CommunityProfile> {
  const body: NicknameUpdate = { nickname };
  return apiClient().post<CommunityProfile>(
    SPORT_API.communityNickname,
    { ...body },
    {
      json: true,
      handles: NICKNAME_REFUSALS,
    },
  );
}
