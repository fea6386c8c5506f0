import { sql } from 'kysely';
import type {
  AuditAction,
  AuditEntry,
  AuditTargetKind,
  ModerationComment,
  ModerationQueue,
  Page,
} from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import { offset, pageOf, type PageArgs } from '../http/route-schemas';
import { num, reviewQueue, type ReviewRow, type ReviewSource } from './review-queue';
import { mutedUntil } from './mutes';

/** The moderator view's reads and writes (docs/community.md, "Moderation"); writers run in a transaction. */

interface QueueRow extends ReviewRow {
  article_id: number;
  article_title: string | null;
  parent_id: number | null;
}

const COMMENTS: ReviewSource<QueueRow, Pick<ModerationComment, 'articleId' | 'articleTitle' | 'parentId'>> = {
  table: 'article_comments',
  reports: { table: 'comment_reports', key: 'comment_id' },
  only: sql`TRUE`,
  columns: sql`c.article_id, a.title AS article_title, c.parent_id`,
  joins: sql`LEFT JOIN sport_articles a ON a.id = c.article_id`,
  extra: (row) => ({
    articleId: Number(row.article_id),
    articleTitle: row.article_title ?? '',
    parentId: num(row.parent_id),
  }),
};

/** Comments with open reports (still shown) or hidden for everyone (docs/community.md, "Moderation"). */
export const moderationQueue = (
  exec: Exec,
  queue: ModerationQueue,
  paging: PageArgs,
  now: number,
): Promise<Page<ModerationComment>> => reviewQueue(exec, COMMENTS, queue, paging, now);

/** A comment as the moderator routes need it (hidden or not), or undefined. */
export const commentState = (exec: Exec, id: number) =>
  exec
    .selectFrom('article_comments')
    .select(['id', 'parent_id', 'user_id', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst();

const moveReplyCount = (exec: Exec, parentId: number | null, by: '+' | '-') =>
  parentId === null
    ? Promise.resolve()
    : exec
        .updateTable('article_comments')
        .set((eb) => ({ replies: eb('replies', by, 1) }))
        .where('id', '=', parentId)
        .execute()
        .then(() => undefined);

/** Hides a visible comment for everyone (a reply leaves its parent's count); false when already hidden. */
export async function hideComment(exec: Exec, id: number, by: number, now: number): Promise<boolean> {
  const row = await exec
    .updateTable('article_comments')
    .set({ hidden_at: now, hidden_by: by })
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .returning('parent_id')
    .executeTakeFirst();
  if (!row) return false;
  await moveReplyCount(exec, num(row.parent_id), '-');
  return true;
}

/**
 * Shows a comment again, and closes its open reports: the threshold counts from zero (three new reports hide
 * it again). Works on a visible comment with reports too (reviewed, nothing wrong). False when neither hidden
 * nor reported.
 */
export async function restoreComment(exec: Exec, id: number, now: number): Promise<boolean> {
  const before = await commentState(exec, id);
  if (!before) return false;
  const closed = await exec
    .updateTable('comment_reports')
    .set({ closed_at: now })
    .where('comment_id', '=', id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (before.hidden_at === null && Number(closed.numUpdatedRows) === 0) return false;
  await exec
    .updateTable('article_comments')
    .set({ hidden_at: null, hidden_by: null, reports: 0 })
    .where('id', '=', id)
    .execute();
  if (before.hidden_at !== null) await moveReplyCount(exec, num(before.parent_id), '+');
  return true;
}

/** Mutes `userId` until `until` (a second mute replaces the first). */
export async function muteUser(
  exec: Exec,
  mute: { userId: number; until: number; reason: string; by: number; now: number },
): Promise<void> {
  await exec
    .insertInto('community_mutes')
    .values({
      user_id: mute.userId,
      until: mute.until,
      reason: mute.reason,
      by_user: mute.by,
      created_at: mute.now,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ until: mute.until, reason: mute.reason, by_user: mute.by, created_at: mute.now }),
    )
    .execute();
}

/** Ends a mute now; false when the user was not muted. */
export async function unmuteUser(exec: Exec, userId: number, now: number): Promise<boolean> {
  const active = await mutedUntil(exec, userId, now);
  await exec.deleteFrom('community_mutes').where('user_id', '=', userId).execute();
  return active !== null;
}

/** One audit row: who did what to which comment, chat line or user, why, and when. */
export async function audit(
  exec: Exec,
  entry: {
    actor: number;
    action: AuditAction;
    kind: AuditTargetKind;
    target: number;
    reason: string;
    until?: number;
    now: number;
  },
): Promise<void> {
  await exec
    .insertInto('community_audit')
    .values({
      actor_id: entry.actor,
      action: entry.action,
      target_kind: entry.kind,
      target_id: entry.target,
      reason: entry.reason,
      until: entry.until ?? null,
      created_at: entry.now,
    })
    .execute();
}

interface AuditRow {
  id: number;
  action: AuditAction;
  actor_id: number;
  actor_name: string | null;
  target_kind: AuditTargetKind;
  target_id: number;
  comment_text: string | null;
  chat_text: string | null;
  target_name: string | null;
  reason: string;
  until: number | null;
  created_at: number;
}

/** The audit log, newest first. A comment or chat line is labelled with its text as shown, a user with the name. */
export async function auditLog(exec: Exec, paging: PageArgs): Promise<Page<AuditEntry>> {
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`SELECT count(*) AS n FROM community_audit`.execute(exec),
    sql<AuditRow>`SELECT a.id, a.action, a.actor_id, actor.user_name AS actor_name, a.target_kind, a.target_id,
        c.shown AS comment_text, m.shown AS chat_text, t.user_name AS target_name, a.reason, a.until,
        a.created_at
      FROM community_audit a
      LEFT JOIN users actor ON actor.id = a.actor_id
      LEFT JOIN article_comments c ON a.target_kind = 'comment' AND c.id = a.target_id
      LEFT JOIN chat_messages m ON a.target_kind = 'chat' AND m.id = a.target_id
      LEFT JOIN users t ON a.target_kind = 'user' AND t.id = a.target_id
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${paging.pageSize} OFFSET ${offset(paging)}`.execute(exec),
  ]);
  return pageOf(
    rows.rows.map((row) => ({
      id: Number(row.id),
      action: row.action,
      actor: { userId: String(row.actor_id), userName: row.actor_name ?? '已注销用户' },
      target: {
        kind: row.target_kind,
        id: Number(row.target_id),
        label:
          { comment: row.comment_text, chat: row.chat_text, user: row.target_name }[row.target_kind] ?? '',
      },
      reason: row.reason,
      until: num(row.until),
      createdAt: Number(row.created_at),
    })),
    Number(count.rows[0]?.n ?? 0),
    paging,
  );
}
