import type { CommentLikeData, CommentReportData } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import { establishedNetworks, type ReportTable } from './report-rule';

const COMMENT_REPORTS: ReportTable = { table: 'comment_reports', key: 'comment_id' };

/** Likes (点赞) and reports (举报) of a comment, one per reader; the caller runs each in a transaction. */

/** Likes or un-likes a comment for `userId` (the same answer twice changes nothing). */
export async function setLike(
  exec: Exec,
  commentId: number,
  userId: number,
  like: boolean,
  now: number,
): Promise<CommentLikeData> {
  const changed = like
    ? (
        await exec
          .insertInto('comment_likes')
          .values({ comment_id: commentId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
      ).numInsertedOrUpdatedRows
    : (
        await exec
          .deleteFrom('comment_likes')
          .where('comment_id', '=', commentId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      ).numDeletedRows;
  if (Number(changed ?? 0) > 0)
    await exec
      .updateTable('article_comments')
      .set((eb) => ({ likes: eb('likes', like ? '+' : '-', 1) }))
      .where('id', '=', commentId)
      .execute();
  const row = await exec
    .selectFrom('article_comments')
    .select('likes')
    .where('id', '=', commentId)
    .executeTakeFirstOrThrow();
  return { likes: Number(row.likes), liked: like };
}

/**
 * Records `userId`'s report of a comment from the reporter's `network` (report-rule.ts; a second report by the
 * same reader counts once). Every report counts toward the moderators' queue; the comment is hidden for
 * everyone (and leaves its parent's reply count) until a moderator restores it only once its open reports
 * come from `threshold` networks through accounts at least 7 days old.
 */
export async function report(
  exec: Exec,
  commentId: number,
  userId: number,
  reason: string,
  network: string,
  threshold: number,
  now: number,
): Promise<CommentReportData> {
  const added = await exec
    .insertInto('comment_reports')
    .values({ comment_id: commentId, user_id: userId, reason, network, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return { reported: true, hidden: false };
  // The counter's update locks the row, so two reports at once are counted one after the other (PostgreSQL
  // reads the other's committed report in the next statement).
  const row = await exec
    .updateTable('article_comments')
    .set((eb) => ({ reports: eb('reports', '+', 1) }))
    .where('id', '=', commentId)
    .returning(['reports', 'hidden_at', 'parent_id'])
    .executeTakeFirstOrThrow();
  if (row.hidden_at !== null) return { reported: true, hidden: false };
  if ((await establishedNetworks(exec, COMMENT_REPORTS, commentId)) < threshold)
    return { reported: true, hidden: false };
  await exec.updateTable('article_comments').set({ hidden_at: now }).where('id', '=', commentId).execute();
  if (row.parent_id !== null)
    await exec
      .updateTable('article_comments')
      .set((eb) => ({ replies: eb('replies', '-', 1) }))
      .where('id', '=', row.parent_id)
      .execute();
  return { reported: true, hidden: true };
}
