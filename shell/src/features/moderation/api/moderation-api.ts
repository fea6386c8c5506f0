/** The moderator view's calls (server/src/community/moderation-routes.ts). */
import {
  apiClient,
  SPORT_API,
  type AuditEntry,
  type CommunityProfile,
  type ModerationChatLine,
  type ModerationComment,
  type ModerationQueue,
  type MuteDuration,
  type MuteState,
  type Page,
} from '@jincheng/shared';

export const MODERATION_PAGE_SIZE = 10;

/** 401 and 403 are the page's own states (sign in / not a moderator): no toast. */
const ACCESS = [401, 403] as const;

/** What the queues list: article comments (评论) or match chat lines (聊天). */
export type ReviewKind = 'comment' | 'chat';
export type ReviewItem = ModerationComment | ModerationChatLine;

export const moderationKeys = {
  all: (viewer: string) => ['shell', 'moderation', viewer] as const,
  queue: (viewer: string, kind: ReviewKind, queue: ModerationQueue, page: number) =>
    [...moderationKeys.all(viewer), 'queue', kind, queue, page] as const,
  audit: (viewer: string, page: number) => [...moderationKeys.all(viewer), 'audit', page] as const,
};

export const getQueue = (kind: ReviewKind, queue: ModerationQueue, page: number, signal?: AbortSignal) =>
  apiClient().get<Page<ReviewItem>>(
    kind === 'chat' ? SPORT_API.moderationChat : SPORT_API.moderationComments,
    { queue, page, pageSize: MODERATION_PAGE_SIZE },
    { signal, handles: ACCESS },
  );

export const getAudit = (page: number, signal?: AbortSignal) =>
  apiClient().get<Page<AuditEntry>>(
    SPORT_API.moderationAudit,
    { page, pageSize: MODERATION_PAGE_SIZE * 2 },
    { signal, handles: ACCESS },
  );

/** Whether the signed-in account moderates (the account menu's 社区管理 entry). */
export const getCommunityProfile = (signal?: AbortSignal) =>
  apiClient().get<CommunityProfile>(SPORT_API.communityMe, undefined, { signal });

export type ReviewAction = 'hide' | 'restore';

const ACTION_PATHS: Record<ReviewKind, Record<ReviewAction, (id: number) => string>> = {
  comment: { hide: SPORT_API.moderationHide, restore: SPORT_API.moderationRestore },
  chat: { hide: SPORT_API.moderationChatHide, restore: SPORT_API.moderationChatRestore },
};

export const actOnItem = (kind: ReviewKind, action: ReviewAction, id: number, reason: string) =>
  apiClient().post<{ id: number; hidden: boolean }>(
    ACTION_PATHS[kind][action](id),
    { reason },
    { json: true },
  );

export const muteUser = (userId: string, duration: MuteDuration, reason: string) =>
  apiClient().post<MuteState>(SPORT_API.moderationMute(userId), { duration, reason }, { json: true });

export const unmuteUser = (userId: string, reason: string) =>
  apiClient().post<MuteState>(SPORT_API.moderationUnmute(userId), { reason }, { json: true });
