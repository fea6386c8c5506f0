import type { FriendSummary } from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';
import { createUsersRepo } from './users-repo';

export const MAX_FRIENDS = 200;

/** A user's friends list; an update replaces the whole list (see FriendsUpdate in the shared types). */
export function createFriends(db: Db) {
  const users = createUsersRepo(db);

  const replace = (userId: number, friendIds: number[]): Promise<FriendSummary[]> =>
    db.qb.transaction().execute(async (trx) => {
      const now = Date.now();
      for (const id of friendIds) {
        if (id === userId) throw new ApiError(USER_CODES.friendInvalid, '不能添加自己为好友', 400);
        if (!(await users.isActive(id, now, trx)))
          throw new ApiError(USER_CODES.friendInvalid, `用户 ${id} 不存在`, 400);
      }
      await trx.deleteFrom('user_friends').where('user_id', '=', userId).execute();
      if (friendIds.length)
        await trx
          .insertInto('user_friends')
          .values(friendIds.map((id) => ({ user_id: userId, friend_id: id, created_at: now })))
          .execute();
      const rows = await trx
        .selectFrom('user_friends as f')
        .innerJoin('users as u', 'u.id', 'f.friend_id')
        .select(['u.id', 'u.user_name', 'u.user_image'])
        .where('f.user_id', '=', userId)
        .orderBy('f.created_at')
        .orderBy('u.id')
        .execute();
      return rows.map((row) => ({
        userId: String(row.id),
        userName: row.user_name,
        userImage: row.user_image,
      }));
    });

  return { replace };
}
