import { beijingMinute, COMMUNITY_REFUSED_CODE } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import { ApiError } from '../http/envelope';

/** 11-28 21:05: a moment as a fan in China reads it. */
export { beijingMinute };

/** When `userId`'s mute ends, or null when the user is not muted at `now`. */
export async function mutedUntil(exec: Exec, userId: number, now: number): Promise<number | null> {
  const row = await exec
    .selectFrom('community_mutes')
    .select('until')
    .where('user_id', '=', userId)
    .where('until', '>', now)
    .executeTakeFirst();
  return row ? Number(row.until) : null;
}

/**
 * The check every community writer calls before it stores what a user says (comments now; the match chat
 * room and fan ratings next): an account in its cancellation period and a muted user are refused with 403
 * (retcode COMMUNITY_REFUSED_CODE, so the client shows the words)
 * and a message saying why (and until when). `action` names what was refused (发表评论).
 */
export async function assertMayPost(exec: Exec, userId: number, now: number, action = '发言'): Promise<void> {
  const user = await exec.selectFrom('users').select('cancel_at').where('id', '=', userId).executeTakeFirst();
  if (!user || user.cancel_at !== null)
    throw new ApiError(COMMUNITY_REFUSED_CODE, `账号注销中，无法${action}`, 403);
  const until = await mutedUntil(exec, userId, now);
  if (until !== null) throw new ApiError(COMMUNITY_REFUSED_CODE, `你已被禁言至 ${beijingMinute(until)}`, 403);
}

/**
 * The check before a report (举报) is stored: an account in its cancellation period, or muted, reports
 * nothing (a muted fan's reports would let a mute be answered by hiding others' words). 403 with retcode
 * COMMUNITY_REFUSED_CODE and the reason in Chinese, like assertMayPost.
 */
export async function assertMayReport(exec: Exec, userId: number, now: number): Promise<void> {
  const user = await exec.selectFrom('users').select('cancel_at').where('id', '=', userId).executeTakeFirst();
  if (!user || user.cancel_at !== null)
    throw new ApiError(COMMUNITY_REFUSED_CODE, '账号注销中，无法举报', 403);
  const until = await mutedUntil(exec, userId, now);
  if (until !== null)
    throw new ApiError(
      COMMUNITY_REFUSED_CODE,
      `你已被禁言至 ${beijingMinute(until)}，禁言期间不能举报；如有违规内容，可在禁言结束后再举报`,
      403,
    );
}
