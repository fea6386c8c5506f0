import type { FriendSummary } from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { forUpdate } from '../db/query';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';

export const MAX_FRIENDS = 200;

/**
 * A user's friends list; an update replaces the whole list (see FriendsUpdate in the shared types).
 *
 * Friendship is mutual (docs/userapi.md, "base/update/friends"): a user's name and avatar are shown only to
 * someone they have listed themselves — the two exchanged ids, so each knows the other. Every other id in
 * the list (an account that has not listed the caller, a closed one, or none at all) comes back the same
 * way, `{ userId, userName: '', userImage: '', mutual: false }`: the call cannot tell which ids exist or
 * look anyone up.
 */
export function createFriends(db: Db) {
  const replace = (userId: number, friendIds: number[]): Promise<FriendSummary[]> =>
    db.qb.transaction().execute(async (trx) => {
      const now = Date.now();
      if (friendIds.includes(userId)) throw new ApiError(USER_CODES.friendInvalid, '不能添加自己为好友', 400);
      // Two updates of one user at once replace the list one after the other (PostgreSQL: the second waits
      // on the user's row), never interleave their delete and insert.
      await forUpdate(db.engine, trx.selectFrom('users').select('id').where('id', '=', userId)).execute();
      const open = (ids: number[]) =>
        trx
          .selectFrom('users')
          .select(['id', 'user_name', 'user_image'])
          .where('id', 'in', ids)
          .where((eb) => eb.or([eb('cancel_at', 'is', null), eb('cancel_at', '>', now)]));
      // Only open accounts are kept (the table refers to users); the answer does not depend on it.
      const kept = friendIds.length ? (await open(friendIds).execute()).map((row) => row.id) : [];
      await trx.deleteFrom('user_friends').where('user_id', '=', userId).execute();
      if (kept.length)
        await trx
          .insertInto('user_friends')
          .values(kept.map((id) => ({ user_id: userId, friend_id: id, created_at: now })))
          .execute();
      const mutual = kept.length
        ? await open(kept)
            .where('id', 'in', (eb) =>
              eb.selectFrom('user_friends').select('user_id').where('friend_id', '=', userId),
            )
            .execute()
        : [];
      const known = new Map(mutual.map((row) => [row.id, row]));
      return friendIds.map((id) => {
        const row = known.get(id);
        return row
          ? { userId: String(id), userName: row.user_name, userImage: row.user_image, mutual: true }
          : { userId: String(id), userName: '', userImage: '', mutual: false };
      });
    });

  return { replace };
}
