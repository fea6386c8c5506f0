import { sql, type RawBuilder } from 'kysely';
import type { ModerationQueue, Page } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import { offset, pageOf, type PageArgs } from '../http/route-schemas';

/**
 * The moderator view's queues (docs/community.md, "Moderation"), one query for comments and chat lines: what
 * was reported or hidden, with the open reports' reasons and the author's mute.
 */

export const num = (v: number | null) => (v === null ? null : Number(v));

/** What a queue row of either kind (comment, chat line) has in common. */
export interface ReviewRow {
  id: number;
  user_id: number;
  user_name: string | null;
  muted_until: number | null;
  shown: string;
  sent: string;
  reports: number;
  hidden_at: number | null;
  hidden_by: number | null;
  created_at: number;
  last_report_at: number | null;
}

/** The open reports' reasons of each item, most given first (`comment_reports` or `chat_reports`). */
export async function openReasons(
  exec: Exec,
  reports: { table: 'comment_reports' | 'chat_reports'; key: 'comment_id' | 'message_id' },
  ids: readonly number[],
): Promise<Map<number, { reason: string; count: number }[]>> {
  const byId = new Map<number, { reason: string; count: number }[]>();
  if (ids.length === 0) return byId;
  const key = sql.ref(reports.key);
  const rows = await sql<{ target: number; reason: string; n: number }>`SELECT ${key} AS target, reason,
      count(*) AS n FROM ${sql.table(reports.table)}
    WHERE closed_at IS NULL AND ${key} IN (${sql.join(ids)})
    GROUP BY ${key}, reason ORDER BY n DESC, reason`.execute(exec);
  for (const row of rows.rows) {
    const list = byId.get(Number(row.target)) ?? [];
    list.push({ reason: row.reason, count: Number(row.n) });
    byId.set(Number(row.target), list);
  }
  return byId;
}

/** The fields a comment and a chat line share in the moderator view. */
const reviewFields = (row: ReviewRow, reasons: Map<number, { reason: string; count: number }[]>) => ({
  id: Number(row.id),
  author: {
    userId: String(row.user_id),
    userName: row.user_name ?? '已注销用户',
    mutedUntil: num(row.muted_until),
  },
  text: row.shown,
  sent: row.sent,
  reports: Number(row.reports),
  reasons: reasons.get(Number(row.id)) ?? [],
  hiddenAt: num(row.hidden_at),
  hiddenBy:
    row.hidden_at === null ? null : row.hidden_by === null ? ('reports' as const) : ('moderator' as const),
  createdAt: Number(row.created_at),
  lastReportAt: num(row.last_report_at),
});

/**
 * Where a queue's items live (alias `c`): their table, their reports, which rows are items at all, the
 * columns and joins beyond the shared ones, and what an item adds to the shared fields.
 */
export interface ReviewSource<Row extends ReviewRow, Extra> {
  table: 'article_comments' | 'chat_messages';
  reports: { table: 'comment_reports' | 'chat_reports'; key: 'comment_id' | 'message_id' };
  only: RawBuilder<unknown>;
  columns: RawBuilder<unknown>;
  joins: RawBuilder<unknown>;
  extra: (row: Row) => Extra;
}

/**
 * Items with open reports (still shown) or hidden for everyone, newest first: the latest report, or the
 * moment it was hidden. Each with the open reports' count and reasons, and whether the author is muted.
 */
export async function reviewQueue<Row extends ReviewRow, Extra>(
  exec: Exec,
  source: ReviewSource<Row, Extra>,
  queue: ModerationQueue,
  paging: PageArgs,
  now: number,
): Promise<Page<ReturnType<typeof reviewFields> & Extra>> {
  const state =
    queue === 'hidden' ? sql`c.hidden_at IS NOT NULL` : sql`c.hidden_at IS NULL AND c.reports > 0`;
  const where = sql`${source.only} AND ${state}`;
  const order = queue === 'hidden' ? sql`c.hidden_at DESC, c.id DESC` : sql`last_report_at DESC, c.id DESC`;
  const table = sql.table(source.table);
  const [count, rows] = await Promise.all([
    sql<{ n: number }>`SELECT count(*) AS n FROM ${table} c WHERE ${where}`.execute(exec),
    sql<Row>`SELECT c.id, c.user_id, u.user_name, mu.until AS muted_until, c.shown, c.sent, c.reports,
        c.hidden_at, c.hidden_by, c.created_at, ${source.columns},
        (SELECT max(r.created_at) FROM ${sql.table(source.reports.table)} r
          WHERE ${sql.ref(`r.${source.reports.key}`)} = c.id AND r.closed_at IS NULL) AS last_report_at
      FROM ${table} c ${source.joins}
      LEFT JOIN users u ON u.id = c.user_id
      LEFT JOIN community_mutes mu ON mu.user_id = c.user_id AND mu.until > ${now}
      WHERE ${where} ORDER BY ${order}
      LIMIT ${paging.pageSize} OFFSET ${offset(paging)}`.execute(exec),
  ]);
  const reasons = await openReasons(
    exec,
    source.reports,
    rows.rows.map((r) => Number(r.id)),
  );
  const list = rows.rows.map((row) => ({ ...reviewFields(row, reasons), ...source.extra(row) }));
  return pageOf(list, Number(count.rows[0]?.n ?? 0), paging);
}
