import type { CommentAuthor } from './comment';

/** A chat message's text is at most this many characters (code points), after trimming. */
export const CHAT_MAX_LENGTH = 100;

/** This many distinct fans' reports hide a chat message for everyone (a `hide` event removes it live). */
export const CHAT_REPORT_THRESHOLD = 3;

/** A history page holds at most this many messages (default 30). */
export const CHAT_PAGE_LIMITS = { default: 30, max: 100 } as const;

/** What a system line announces: written once by the server from the match (never by a fan). */
export type ChatSystemKind =
  'kickoff' | 'goal' | 'var' | 'red' | 'half_time' | 'period' | 'full_time' | 'abandoned';

/**
 * One line of a match chat room (聊天室). `kind: 'user'` is a fan's message (`author` set), `system` a line
 * the server wrote from the match (`system` says what: a goal, a red card, full time; `author` null). Whose
 * message it is: compare `author.userId` with the signed-in fan's (the same line goes to every stream). `text`
 * is what is shown (words the filter masks are ＊), plain text, never HTML. `id`s grow across all rooms; a
 * room's ids are increasing, not contiguous. Times are epoch milliseconds.
 */
export interface ChatMessage {
  id: number;
  matchId: number;
  kind: 'user' | 'system';
  system: ChatSystemKind | null;
  author: CommentAuthor | null;
  text: string;
  createdAt: number;
}

/**
 * Whether a room takes messages. It opens `CHAT_OPENS_BEFORE_MS` before kick-off and closes
 * `MATCH_ROOM_CLOSES_AFTER_MS` after full time, as fan ratings do (an abandoned match's room closes the same way; a cancelled or
 * postponed one never opens). Reading is always allowed. `opensAt`/`closesAt` are null when not known yet
 * (no full time yet; a kick-off still to be fixed). `reason` is the Chinese line a screen shows when closed.
 */
export interface ChatRoomState {
  open: boolean;
  opensAt: number | null;
  closesAt: number | null;
  reason: string | null;
}

/** A room opens this long before kick-off; it closes `MATCH_ROOM_CLOSES_AFTER_MS` (fan-rating.ts) after full time. */
export const CHAT_OPENS_BEFORE_MS = 2 * 3600_000;

/**
 * GET /sportapi/matches/:id/chat?before=&limit=: the newest `limit` visible messages with an id below
 * `before` (all when absent), newest first; page back with `before` = the last one's id while `hasMore`.
 * `lastId` is the room's stream position when the page was read: open the stream with `?after=lastId`
 * (or Last-Event-ID) and nothing falls in between.
 */
export interface ChatPage {
  list: ChatMessage[];
  hasMore: boolean;
  lastId: number;
  room: ChatRoomState;
}

/** POST /sportapi/matches/:id/chat `{ text }` (signed in): the message as shown; `notice` when words were masked. */
export interface PostChatData {
  message: ChatMessage;
  notice?: string;
}

/** POST /sportapi/chat/:id/report `{ reason }` (reasons: REPORT_REASONS): `hidden` when this report hid it. */
export interface ChatReportData {
  reported: true;
  hidden: boolean;
}

/**
 * Server-Sent Events on GET /sportapi/matches/:id/chat/stream?after=N (or Last-Event-ID): first `ready`
 * (`ChatReady`, id = where the stream starts), then `message` (`ChatMessage`), `hide` (`ChatHide`),
 * `restore` (`ChatMessage`: a hidden line a moderator showed again, with its own id and time: put it back in
 * id order, or drop it when it is older than what the screen holds), and `gap` (`ChatGap`) when more was
 * missed than a resume replays. Heartbeats are comment lines (`: hb`).
 */
export type ChatEventName = 'ready' | 'message' | 'hide' | 'restore' | 'gap';

export interface ChatReady {
  room: ChatRoomState;
}

export interface ChatHide {
  /** The message to remove. */
  id: number;
}

/** Messages older than `before` were missed and not replayed: reload them with the history (`before`). */
export interface ChatGap {
  before: number;
}
