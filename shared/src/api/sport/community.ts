/** A nickname (昵称) is 2–16 characters; the server's filter (docs/community.md, "Nicknames") decides the rest. */
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 16;

/**
 * GET /sportapi/community/me (signed in): how the community sees the caller. `nickname` is the name shown
 * beside the caller's comments (never derived from the phone); `nicknameChosen` is false while it is still
 * the name given at sign-up. `mutedUntil` (epoch ms) while a moderator's mute lasts, else null.
 */
export interface CommunityProfile {
  userId: string;
  nickname: string;
  nicknameChosen: boolean;
  moderator: boolean;
  mutedUntil: number | null;
}

/** POST /sportapi/community/nickname `{ nickname }`: answers the caller's profile with the new name. */
export interface NicknameUpdate {
  nickname: string;
}

/**
 * A community write refused because of the writer's account (muted: 你已被禁言至 MM-DD HH:mm; in its
 * cancellation period), HTTP 403. A business code, so the client shows the server's words (a bare 403 gets the
 * catalogue's fixed 当前操作没有权限).
 */
export const COMMUNITY_REFUSED_CODE = 1030;

/** How long a moderator mutes (禁言) a user. */
export const MUTE_DURATIONS = ['1h', '24h', '7d'] as const;
export type MuteDuration = (typeof MUTE_DURATIONS)[number];
export const MUTE_DURATION_LABELS: Record<MuteDuration, string> = {
  '1h': '1 小时',
  '24h': '24 小时',
  '7d': '7 天',
};

/** The moderator view's two lists: comments (or chat lines) with open reports, and ones hidden for everyone. */
export type ModerationQueue = 'reported' | 'hidden';
export const MODERATION_QUEUES: readonly ModerationQueue[] = ['reported', 'hidden'];

/** A moderator's reason (hide, restore, mute, unmute) is at most this many characters. */
export const MODERATION_REASON_MAX = 100;

/**
 * What the moderator view shows of a comment or a chat line. `text` is what readers see, `sent` what the
 * writer sent. `reports` and `reasons` count the reports since the last review (a restore closes them);
 * `hiddenBy` says whether the report threshold or a moderator hid it.
 */
export interface ModerationItem {
  id: number;
  author: { userId: string; userName: string; mutedUntil: number | null };
  text: string;
  sent: string;
  reports: number;
  reasons: { reason: string; count: number }[];
  hiddenAt: number | null;
  hiddenBy: 'reports' | 'moderator' | null;
  createdAt: number;
  lastReportAt: number | null;
}

/** A comment in the moderator view (GET /sportapi/moderation/comments?queue=), with its article. */
export interface ModerationComment extends ModerationItem {
  articleId: number;
  articleTitle: string;
  parentId: number | null;
}

/**
 * A fan's line of a match chat room in the moderator view (GET /sportapi/moderation/chat?queue=), with its
 * match: `matchTitle` names the teams as the room's system lines do (football home first, basketball away
 * first).
 */
export interface ModerationChatLine extends ModerationItem {
  matchId: number;
  matchTitle: string;
}

export type AuditAction = 'hide' | 'restore' | 'mute' | 'unmute';

/** What a moderator acts on: an article comment, a chat line, or a user (mutes). */
export type AuditTargetKind = 'comment' | 'chat' | 'user';

/** One moderator action (审计日志). `until` for a mute; `label` is the text as shown, or the user's name. */
export interface AuditEntry {
  id: number;
  action: AuditAction;
  actor: { userId: string; userName: string };
  target: { kind: AuditTargetKind; id: number; label: string };
  reason: string;
  until: number | null;
  createdAt: number;
}

/** POST …/hide, …/restore, …/unmute `{ reason }`; POST …/mute `{ duration, reason }`. */
export interface ModerationAction {
  reason: string;
}
export interface MuteAction extends ModerationAction {
  duration: MuteDuration;
}

/** What a mute or unmute answers: the user and the end of the mute (null: not muted). */
export interface MuteState {
  userId: string;
  mutedUntil: number | null;
}
