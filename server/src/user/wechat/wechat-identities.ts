import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { USER_CODES } from '../codes';
import type { UserRow, UsersRepo } from '../users-repo';
import type { WechatIdentity } from './wechat-provider';

/** The WeChat users the stand-in authorisation page can act as (a real deployment gets them from WeChat). */
export const DEMO_WECHAT_USERS = [
  { openId: 'oJCTY_demo_fan_0001', nickname: '锦城老球迷', linkedPhone: '13800000001' },
  { openId: 'oJCTY_demo_new_0002', nickname: '蓉城新球迷', linkedPhone: null },
] as const;

export type DemoWechatUser = (typeof DEMO_WECHAT_USERS)[number];

/** The openId ↔ account link: whichever provider vouched for the WeChat user. */
export function createWechatAccounts(db: Db, users: UsersRepo) {
  const linked = db.prepare('SELECT user_id AS userId FROM wechat_identities WHERE open_id = ?');
  const link = db.prepare(
    'INSERT OR IGNORE INTO wechat_identities (open_id, user_id, created_at) VALUES (?, ?, ?)',
  );

  const userFor = db.transaction((identity: WechatIdentity, now: number): UserRow => {
    const row = linked.get(identity.openId) as { userId: number } | undefined;
    // First sign-in with this WeChat identity creates an account without a phone.
    const userId = row?.userId ?? users.create({ phone: null, userName: identity.nickname }, now);
    if (!row) link.run(identity.openId, userId, now);
    const user = users.findById(userId);
    if (!user) throw new ApiError(USER_CODES.wechatCodeInvalid, '微信账号不存在', 400);
    return user;
  });

  return {
    userFor: (identity: WechatIdentity, now = Date.now()) => userFor(identity, now),
    link: (openId: string, userId: number, now = Date.now()) => void link.run(openId, userId, now),
  };
}
