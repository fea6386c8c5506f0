import type { FriendSummary } from '../../../shared/src/api/user/types';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { USER_CODES } from './codes';

export const MAX_FRIENDS = 200;

/** A user's friends list; an update replaces the whole list (see FriendsUpdate in the shared types). */
export function createFriends(db: Db) {
  const exists = db.prepare('SELECT 1 FROM users WHERE id = ? AND (cancel_at IS NULL OR cancel_at > ?)');
  const clear = db.prepare('DELETE FROM user_friends WHERE user_id = ?');
  const add = db.prepare('INSERT INTO user_friends (user_id, friend_id, created_at) VALUES (?, ?, ?)');
  const list = db.prepare(
    `SELECT u.id, u.user_name AS userName, u.user_image AS userImage FROM user_friends f
     JOIN users u ON u.id = f.friend_id WHERE f.user_id = ? ORDER BY f.created_at, u.id`,
  );

  const replace = db.transaction((userId: number, friendIds: number[]): FriendSummary[] => {
    const now = Date.now();
    for (const id of friendIds) {
      if (id === userId) throw new ApiError(USER_CODES.friendInvalid, '不能添加自己为好友', 400);
      if (!exists.get(id, now)) throw new ApiError(USER_CODES.friendInvalid, `用户 ${id} 不存在`, 400);
    }
    clear.run(userId);
    for (const id of friendIds) add.run(userId, id, now);
    const rows = list.all(userId) as { id: number; userName: string; userImage: string }[];
    return rows.map((row) => ({ userId: String(row.id), userName: row.userName, userImage: row.userImage }));
  });

  return { replace };
}
