/** The order of an article's comments: 最热 (likes and replies) or 最新. */
export type CommentSort = 'hot' | 'new';

export const COMMENT_SORTS: readonly CommentSort[] = ['hot', 'new'];

/** A comment's text is at most this many characters (code points), after trimming. */
export const COMMENT_MAX_LENGTH = 300;

/** This many distinct readers' reports hide a comment for everyone until a moderator looks at it. */
export const COMMENT_REPORT_THRESHOLD = 3;

/** Who wrote a comment, as everyone sees it (never the phone). */
export interface CommentAuthor {
  userId: string;
  userName: string;
  userImage: string;
}

/**
 * A comment under an article (news, intelligence, preview, report), or a reply to one (one level: a reply's
 * parent is always a top-level comment). `text` is what is shown (words the filter masks are ＊); it is
 * plain text, never HTML. Times are epoch milliseconds.
 */
export interface ArticleComment {
  id: number;
  articleId: number;
  parentId: number | null;
  author: CommentAuthor;
  text: string;
  likes: number;
  /** Whether the reader liked it (false for a visitor). */
  liked: boolean;
  /** Whether the reader wrote it. */
  mine: boolean;
  replyCount: number;
  /** A top-level comment's first replies (oldest first); empty for a reply. */
  replies: ArticleComment[];
  createdAt: number;
}

/**
 * POST /sportapi/articles/:id/comments `{ text, parentId? }` (signed in): the comment as it is shown, and
 * `notice` when the filter masked part of it (the text kept, the words hidden).
 */
export interface PostCommentData {
  comment: ArticleComment;
  notice?: string;
}

/** POST /sportapi/comments/:id/like `{ like }`. */
export interface CommentLikeData {
  likes: number;
  liked: boolean;
}

/** POST /sportapi/comments/:id/report `{ reason }`: `hidden` when this report hid it for everyone. */
export interface CommentReportData {
  reported: true;
  hidden: boolean;
}

/** Why a reader reports a comment (举报). */
export const REPORT_REASONS = ['辱骂攻击', '广告引流', '色情低俗', '违法违规', '其他'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
