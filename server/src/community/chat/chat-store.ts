import { sql } from 'kysely';
import type { ChatMessage, ChatSystemKind } from '@jincheng/shared/core';
import type { Engine, Exec } from '../../db/database';
import { all, first } from '../../db/query';
import { establishedNetworks, type ReportTable } from '../report-rule';

const CHAT_REPORTS: ReportTable = { table: 'chat_reports', key: 'message_id' };

/** The PostgreSQL channel a chat write notifies (payload: the new row's id), in the writing transaction. */
export const CHAT_CHANNEL = 'jc_chat';
/**
 * The advisory lock every chat write holds from taking its id to its commit. Streams read "every row after
 * the last id I saw": if two writers could commit out of id order, a reader could pass an id whose row was
 * not yet visible and never see it. One writer at a time keeps ids in commit order (a write is one short
 * insert; NOTIFY serialises committing writers anyway).
 */
export const CHAT_WRITE_LOCK = 7_350_010;

/**
 * A row of the log as the streams and pages read it, with the author's name. A `hide` row removes the line
 * `target_id`; a `restore` row (a moderator showed it again) carries that line's author and text, and its
 * time as `target_created_at`.
 */
export interface ChatRow {
  id: number;
  match_id: number;
  kind: 'user' | 'system' | 'hide' | 'restore';
  user_id: number | null;
  shown: string;
  system_kind: string | null;
  target_id: number | null;
  hidden_at: number | null;
  created_at: number;
  /** The restored line's time (`restore` rows; absent or null otherwise). */
  target_created_at?: number | null;
  user_name: string | null;
  user_image: string | null;
}

const COLUMNS = sql`m.id, m.match_id, m.kind, m.user_id, m.shown, m.system_kind, m.target_id, m.hidden_at,
  m.created_at, t.created_at AS target_created_at, u.user_name, u.user_image`;
const FROM = sql`FROM chat_messages m LEFT JOIN users u ON u.id = m.user_id
  LEFT JOIN chat_messages t ON t.id = m.target_id`;

const numeric = (row: ChatRow): ChatRow => ({
  ...row,
  id: Number(row.id),
  match_id: Number(row.match_id),
  user_id: row.user_id === null ? null : Number(row.user_id),
  target_id: row.target_id === null ? null : Number(row.target_id),
  created_at: Number(row.created_at),
  target_created_at: row.target_created_at == null ? null : Number(row.target_created_at),
});

/** The line a row shows: a message, or (a `restore` row) the message shown again, under its own id and time. */
export function toChatMessage(row: ChatRow): ChatMessage {
  const restored = row.kind === 'restore';
  return {
    id: restored ? (row.target_id ?? 0) : row.id,
    matchId: row.match_id,
    kind: row.kind === 'system' ? 'system' : 'user',
    system: row.kind === 'system' ? (row.system_kind as ChatSystemKind) : null,
    // The name the fan chose (or was given at sign-up), as comments show it; never the phone.
    author:
      row.kind === 'user' || restored
        ? {
            userId: String(row.user_id),
            userName: row.user_name ?? '已注销用户',
            userImage: row.user_image ?? '',
          }
        : null,
    text: row.shown,
    createdAt: restored ? (row.target_created_at ?? row.created_at) : row.created_at,
  };
}

/** The newest visible messages of a room below `before` (newest first), one more than asked to see if more exist. */
export async function roomPage(
  exec: Exec,
  matchId: number,
  before: number | null,
  limit: number,
): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
  const below = before === null ? sql`` : sql`AND m.id < ${before}`;
  const rows = await all(
    exec,
    sql<ChatRow>`SELECT ${COLUMNS} ${FROM} WHERE m.match_id = ${matchId}
      AND m.kind IN ('user', 'system') AND m.hidden_at IS NULL ${below} ORDER BY m.id DESC LIMIT ${limit + 1}`,
  );
  return { list: rows.slice(0, limit).map((r) => toChatMessage(numeric(r))), hasMore: rows.length > limit };
}

/** The highest id of the log (every room): where a stream that starts now begins. */
export async function latestChatId(exec: Exec): Promise<number> {
  const row = await first(exec, sql<{ top: number | null }>`SELECT max(id) AS top FROM chat_messages`);
  return Number(row?.top ?? 0);
}

/** Rows of every room after `afterId`, oldest first (what a hub fans out). */
export async function rowsAfter(exec: Exec, afterId: number, limit: number): Promise<ChatRow[]> {
  const rows = await all(
    exec,
    sql<ChatRow>`SELECT ${COLUMNS} ${FROM} WHERE m.id > ${afterId} ORDER BY m.id LIMIT ${limit}`,
  );
  return rows.map(numeric);
}

/**
 * What a stream resuming after `afterId` missed in one room: the newest `cap` rows (oldest first), and
 * whether older ones were left out.
 */
export async function roomRowsAfter(
  exec: Exec,
  matchId: number,
  afterId: number,
  cap: number,
): Promise<{ rows: ChatRow[]; truncated: boolean }> {
  const rows = await all(
    exec,
    sql<ChatRow>`SELECT ${COLUMNS} ${FROM} WHERE m.match_id = ${matchId} AND m.id > ${afterId}
      ORDER BY m.id DESC LIMIT ${cap + 1}`,
  );
  return { rows: rows.slice(0, cap).reverse().map(numeric), truncated: rows.length > cap };
}

export async function chatRowById(exec: Exec, id: number): Promise<ChatRow | undefined> {
  const row = await first(exec, sql<ChatRow>`SELECT ${COLUMNS} ${FROM} WHERE m.id = ${id}`);
  return row ? numeric(row) : undefined;
}

/** A line to append to a room's log. */
export interface ChatDraft {
  matchId: number;
  kind: ChatRow['kind'];
  userId: number | null;
  sent: string;
  shown: string;
  systemKind?: ChatSystemKind | null;
  targetId?: number | null;
  now: number;
}

/**
 * Appends lines in the caller's transaction and answers their ids; on PostgreSQL takes the write lock first
 * and queues the NOTIFY (delivered on commit; its payload is only the last id: receivers read the rows).
 */
export async function appendChat(trx: Exec, engine: Engine, drafts: readonly ChatDraft[]): Promise<number[]> {
  if (!drafts.length) return [];
  if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CHAT_WRITE_LOCK})`.execute(trx);
  const ids: number[] = [];
  for (const d of drafts) {
    const row = await trx
      .insertInto('chat_messages')
      .values({
        match_id: d.matchId,
        kind: d.kind,
        user_id: d.userId,
        sent: d.sent,
        shown: d.shown,
        system_kind: d.systemKind ?? null,
        target_id: d.targetId ?? null,
        created_at: d.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  if (engine === 'postgres')
    await sql`SELECT pg_notify(${CHAT_CHANNEL}, ${String(ids[ids.length - 1])})`.execute(trx);
  return ids;
}

/**
 * Records `userId`'s report of a message from the reporter's `network` (report-rule.ts; a second report by the
 * same fan counts once). Every report counts toward the moderators' queue; once the open reports come from
 * `threshold` networks through accounts at least 7 days old, the message is hidden for everyone and a `hide`
 * line goes into the log, so every stream drops it live.
 */
export async function reportChat(
  trx: Exec,
  engine: Engine,
  message: ChatRow,
  userId: number,
  reason: string,
  network: string,
  threshold: number,
  now: number,
): Promise<boolean> {
  const added = await trx
    .insertInto('chat_reports')
    .values({ message_id: message.id, user_id: userId, reason, network, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  // The counter's update locks the row: two reports at once are counted one after the other.
  const row = await trx
    .updateTable('chat_messages')
    .set((eb) => ({ reports: eb('reports', '+', 1) }))
    .where('id', '=', message.id)
    .returning(['reports', 'hidden_at'])
    .executeTakeFirstOrThrow();
  if (row.hidden_at !== null) return false;
  if ((await establishedNetworks(trx, CHAT_REPORTS, message.id)) < threshold) return false;
  await trx.updateTable('chat_messages').set({ hidden_at: now }).where('id', '=', message.id).execute();
  await appendChat(trx, engine, [
    { matchId: message.match_id, kind: 'hide', userId: null, sent: '', shown: '', targetId: message.id, now },
  ]);
  return true;
}
