import type { Exec } from '../db/database';

export type MayPost = { ok: true } | { ok: false; status: number; message: string };

/**
 * Whether a signed-in fan may write in the community now: the one place every write asks (the chat room;
 * comments keep their own check for now). An account in its cancellation period writes nothing. Mutes
 * (the moderator view, migration 021) plug in here: a muted fan is refused with the mute's own message.
 */
export async function mayPost(exec: Exec, userId: number): Promise<MayPost> {
  const user = await exec.selectFrom('users').select('cancel_at').where('id', '=', userId).executeTakeFirst();
  if (!user) return { ok: false, status: 401, message: '请先登录' };
  if (user.cancel_at !== null) return { ok: false, status: 403, message: '账号注销中，无法发言' };
  // MUTE CHECK: the moderator view's "is this user muted" check goes here.
  return { ok: true };
}
