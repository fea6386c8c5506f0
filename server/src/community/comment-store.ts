import { sql } from 'kysely';
import type { ArticleComment, CommentSort, Page } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import { offset, pageOf, type PageArgs } from '../http/route-schemas';

/** Replies shown under each top-level comment of a page (the rest: GET /sportapi/comments/:id/replies). */
export const FIRST_REPLIES = 2;

interface CommentRow {
  id: number;
  article_id: number;
  parent_id: number | null;
  user_id: number;
  shown: string;
  likes: number;
  replies: number;
  created_at: number;
  user_name: string | null;
  user_image: string | null;
}

const COLUMNS = sql`c.id, c.article_id, c.parent_id, c.user_id, c.shown, c.likes, c.replies, c.created_at,
  u.user_name, u.user_image`;
const FROM = sql`FROM article_comments c LEFT JOIN users u ON u.id = c.user_id`;
const ORDER: Record<CommentSort, ReturnType<typeof sql.raw>> = {
  hot: sql.raw('(c.likes + 2 * c.replies) DESC, c.created_at DESC, c.id DESC'),
  new: sql.raw('c.created_at DESC, c.id DESC'),
};

function toComment(row: CommentRow, viewer: number | null, liked: Set<number>): ArticleComment {
  return {
    id: Number(row.id),
    articleId: Number(row.article_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    author: {
      userId: String(row.user_id),
      // An account that is gone keeps its comments, without a name.
      userName: row.user_name ?? '已注销用户',
      userImage: row.user_image ?? '',
    },
    text: row.shown,
    likes: Number(row.likes),
    liked: liked.has(Number(row.id)),
    mine: viewer !== null && Number(row.user_id) === viewer,
    replyCount: Number(row.replies),
    replies: [],
    createdAt: Number(row.created_at),
  };
}

async function likedBy(exec: Exec, viewer: number | null, ids: number[]): Promise<Set<number>> {
  if (viewer === null || ids.length === 0) return new Set();
  const rows = await exec
    .selectFrom('comment_likes')
    .select('comment_id')
    .where('user_id', '=', viewer)
    .where('comment_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.comment_id)));
}

/** An article's visible top-level comments in `sort` order, each with its first replies (oldest first). */
export async function articleComments(
  exec: Exec,
  articleId: number,
  sort: CommentSort,
  paging: PageArgs,
  viewer: number | null,
): Promise<Page<ArticleComment>> {
  const where = sql`c.article_id = ${articleId} AND c.parent_id IS NULL AND c.hidden_at IS NULL`;
  const [count, top] = await Promise.all([
    sql<{ n: number }>`SELECT count(*) AS n FROM article_comments c WHERE ${where}`.execute(exec),
    sql<CommentRow>`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY ${ORDER[sort]}
      LIMIT ${paging.pageSize} OFFSET ${offset(paging)}`.execute(exec),
  ]);
  const ids = top.rows.map((r) => Number(r.id));
  const replies =
    ids.length === 0
      ? []
      : (
          await sql<CommentRow & { position: number }>`SELECT * FROM (SELECT ${COLUMNS},
            ROW_NUMBER() OVER (PARTITION BY c.parent_id ORDER BY c.created_at, c.id) AS position
            ${FROM} WHERE c.parent_id IN (${sql.join(ids)}) AND c.hidden_at IS NULL) r
            WHERE r.position <= ${FIRST_REPLIES} ORDER BY r.created_at, r.id`.execute(exec)
        ).rows;
  const liked = await likedBy(exec, viewer, [...ids, ...replies.map((r) => Number(r.id))]);
  const list = top.rows.map((row) => toComment(row, viewer, liked));
  const byId = new Map(list.map((c) => [c.id, c]));
  for (const row of replies) byId.get(Number(row.parent_id))?.replies.push(toComment(row, viewer, liked));
  return pageOf(list, Number(count.rows[0]?.n ?? 0), paging);
}

/** A comment's visible replies, oldest first. */
export async function commentReplies(
  exec: Exec,
  parentId: number,
  paging: PageArgs,
  viewer: number | null,
): Promise<Page<ArticleComment>> {
  const where = sql`c.parent_id = ${parentId} AND c.hidden_at IS NULL`;
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`SELECT count(*) AS n FROM article_comments c WHERE ${where}`.execute(exec),
    sql<CommentRow>`SELECT ${COLUMNS} ${FROM} WHERE ${where} ORDER BY c.created_at, c.id
      LIMIT ${paging.pageSize} OFFSET ${offset(paging)}`.execute(exec),
  ]);
  const liked = await likedBy(
    exec,
    viewer,
    rows.rows.map((r) => Number(r.id)),
  );
  return pageOf(
    rows.rows.map((row) => toComment(row, viewer, liked)),
    Number(count.rows[0]?.n ?? 0),
    paging,
  );
}

/** One visible comment as `viewer` sees it, or undefined. */
export async function commentById(
  exec: Exec,
  id: number,
  viewer: number | null,
): Promise<ArticleComment | undefined> {
  const { rows } = await sql<CommentRow>`SELECT ${COLUMNS} ${FROM}
    WHERE c.id = ${id} AND c.hidden_at IS NULL`.execute(exec);
  const row = rows[0];
  return row ? toComment(row, viewer, await likedBy(exec, viewer, [Number(row.id)])) : undefined;
}

/** What a new comment is: where it goes, who wrote it, as sent and as shown. */
export interface NewComment {
  articleId: number;
  parentId: number | null;
  userId: number;
  sent: string;
  shown: string;
  now: number;
}

/** Stores a comment (a reply counts into its parent) and answers its id. */
export async function insertComment(exec: Exec, comment: NewComment): Promise<number> {
  const row = await exec
    .insertInto('article_comments')
    .values({
      article_id: comment.articleId,
      parent_id: comment.parentId,
      user_id: comment.userId,
      sent: comment.sent,
      shown: comment.shown,
      created_at: comment.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (comment.parentId !== null)
    await exec
      .updateTable('article_comments')
      .set((eb) => ({ replies: eb('replies', '+', 1) }))
      .where('id', '=', comment.parentId)
      .execute();
  return Number(row.id);
}
