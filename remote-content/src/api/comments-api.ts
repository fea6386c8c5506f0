/** Comments under an article (评论): read, post, like, report. */
import {
  apiClient,
  COMMUNITY_REFUSED_CODE,
  SPORT_API,
  type ArticleComment,
  type CommentLikeData,
  type CommentReportData,
  type CommentSort,
  type Page,
  type PostCommentData,
  type ReportReason,
} from '@jincheng/shared';

/** GET /sportapi/articles/:id/comments: top-level comments with their first replies. */
export function getComments(
  articleId: number,
  sort: CommentSort,
  page: number,
): Promise<Page<ArticleComment>> {
  return apiClient().get<Page<ArticleComment>>(SPORT_API.articleComments(articleId), {
    sort,
    page,
    pageSize: 10,
  });
}

/** GET /sportapi/comments/:id/replies: a comment's replies, oldest first. */
export function getReplies(commentId: number, page: number): Promise<Page<ArticleComment>> {
  return apiClient().get<Page<ArticleComment>>(SPORT_API.commentReplies(commentId), { page, pageSize: 20 });
}

/** POST /sportapi/articles/:id/comments: the comment as shown; a refusal's message is the client's toast. */
export function postComment(articleId: number, text: string, parentId?: number): Promise<PostCommentData> {
  return apiClient().post<PostCommentData>(
    SPORT_API.articleComments(articleId),
    {
      text,
      ...(parentId ? { parentId } : {}),
    },
    { json: true },
  );
}

export function likeComment(commentId: number, like: boolean): Promise<CommentLikeData> {
  return apiClient().post<CommentLikeData>(SPORT_API.commentLike(commentId), { like }, { json: true });
}

/**
 * Refusals of a report the dialog shows itself, in the server's words: 1030 (muted, cancelled account), 1006
 * (举报过于频繁), 400 (one's own comment). Other codes keep the shared client's toast.
 */
export const REPORT_REFUSALS = [400, 1006, COMMUNITY_REFUSED_CODE] as const;

/** POST /sportapi/comments/:id/report: the answer, and the server's words for it (it says what happens next). */
export async function reportComment(
  commentId: number,
  reason: ReportReason,
): Promise<{ data: CommentReportData; message: string }> {
  const envelope = await apiClient().post<{ retmsg?: string; data: CommentReportData }>(
    SPORT_API.commentReport(commentId),
    { reason },
    { json: true, envelope: true, handles: REPORT_REFUSALS },
  );
  return { data: envelope.data, message: envelope.retmsg ?? '举报已受理' };
}
