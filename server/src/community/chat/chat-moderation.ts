import { sql } from 'kysely';
import type { ModerationChatLine, ModerationQueue, Page } from '@jincheng/shared/core';
import type { Engine, Exec } from '../../db/database';
import type { PageArgs } from '../../http/route-schemas';
import { reviewQueue, type ReviewRow, type ReviewSource } from '../review-queue';
import { appendChat } from './chat-store';

/**
 * Chat lines in the moderator view (docs/community.md, 聊天室 and "Moderation"): the queues, and hide and
 * restore. Both change the line and append to the room's log in the caller's transaction, so every open
 * stream, on every instance, drops the line (`hide`) or shows it again (`restore`) as a report-threshold hide
 * does.
 */

interface ChatQueueRow extends ReviewRow {
  match_id: number;
  sport: 'football' | 'basketball' | null;
  home_name: string | null;
  away_name: string | null;
}

/** The teams as the room's system lines name them: football home first, basketball away first. */
const matchTitle = (row: ChatQueueRow) => {
  const [first, second] =
    row.sport === 'basketball' ? [row.away_name, row.home_name] : [row.home_name, row.away_name];
  return first && second ? `${first} vs ${second}` : `比赛 #${row.match_id}`;
};

const CHAT_LINES: ReviewSource<ChatQueueRow, Pick<ModerationChatLine, 'matchId' | 'matchTitle'>> = {
  table: 'chat_messages',
  reports: { table: 'chat_reports', key: 'message_id' },
  // The log's other rows (system lines, hide and restore records) are no one's words to review.
  only: sql`c.kind = 'user'`,
  columns: sql`c.match_id, sm.sport, home.short_name AS home_name, away.short_name AS away_name`,
  joins: sql`LEFT JOIN sport_matches sm ON sm.id = c.match_id
    LEFT JOIN sport_teams home ON home.id = sm.home_id
    LEFT JOIN sport_teams away ON away.id = sm.away_id`,
  extra: (row) => ({ matchId: Number(row.match_id), matchTitle: matchTitle(row) }),
};

/** Fans' lines with open reports (still shown) or hidden, newest first: the latest report, or the hiding. */
export const chatQueue = (
  exec: Exec,
  queue: ModerationQueue,
  paging: PageArgs,
  now: number,
): Promise<Page<ModerationChatLine>> => reviewQueue(exec, CHAT_LINES, queue, paging, now);

/** A log row as the moderator routes need it, or undefined. */
export const chatLineState = (exec: Exec, id: number) =>
  exec
    .selectFrom('chat_messages')
    .select(['id', 'match_id', 'kind', 'user_id', 'shown', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirst();

type ChatLineState = NonNullable<Awaited<ReturnType<typeof chatLineState>>>;

/** Hides a shown fan's line for everyone and tells the streams (`hide`); false when already hidden. */
export async function hideChatLine(
  trx: Exec,
  engine: Engine,
  line: ChatLineState,
  by: number,
  now: number,
): Promise<boolean> {
  const changed = await trx
    .updateTable('chat_messages')
    .set({ hidden_at: now, hidden_by: by })
    .where('id', '=', line.id)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await appendChat(trx, engine, [
    {
      matchId: Number(line.match_id),
      kind: 'hide',
      userId: null,
      sent: '',
      shown: '',
      targetId: line.id,
      now,
    },
  ]);
  return true;
}

/**
 * Shows a hidden line again and closes its open reports (the threshold counts anew); the log gets a
 * `restore` row with the line's author and text, so open streams put it back. On a shown, reported line it
 * only dismisses the reports (nothing to tell the streams). False when neither hidden nor reported.
 */
export async function restoreChatLine(
  trx: Exec,
  engine: Engine,
  line: ChatLineState,
  now: number,
): Promise<boolean> {
  // The hidden row is changed first: of two moderators restoring at once, one writes the `restore` row.
  const shown = await trx
    .updateTable('chat_messages')
    .set({ hidden_at: null, hidden_by: null, reports: 0 })
    .where('id', '=', line.id)
    .where('hidden_at', 'is not', null)
    .executeTakeFirst();
  const wasHidden = Number(shown.numUpdatedRows) > 0;
  const closed = await trx
    .updateTable('chat_reports')
    .set({ closed_at: now })
    .where('message_id', '=', line.id)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (!wasHidden) {
    if (Number(closed.numUpdatedRows) === 0) return false;
    await trx.updateTable('chat_messages').set({ reports: 0 }).where('id', '=', line.id).execute();
  }
  if (wasHidden)
    await appendChat(trx, engine, [
      {
        matchId: Number(line.match_id),
        kind: 'restore',
        userId: line.user_id === null ? null : Number(line.user_id),
        sent: '',
        shown: line.shown,
        targetId: line.id,
        now,
      },
    ]);
  return true;
}
