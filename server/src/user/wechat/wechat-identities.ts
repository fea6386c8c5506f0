import type { Db, Exec } from '../../db/database';
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

class LinkRace extends Error {}

/** The openId ↔ account link: whichever provider vouched for the WeChat user. */
export function createWechatAccounts(db: Db, users: UsersRepo) {
  const link = async (openId: string, userId: number, now: number, exec: Exec = db.qb) => {
    await exec
      .insertInto('wechat_identities')
      .values({ open_id: openId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  };

  const linkedUser = (exec: Exec, openId: string) =>
    exec.selectFrom('wechat_identities').select('user_id').where('open_id', '=', openId).executeTakeFirst();

  /** Rejects with LinkRace when another instance linked the same new identity first: that transaction rolls back, retry. */
  const attempt = (identity: WechatIdentity, now: number): Promise<UserRow> =>
    db.qb.transaction().execute(async (trx) => {
      let userId = (await linkedUser(trx, identity.openId))?.user_id;
      if (userId === undefined) {
        // First sign-in with this WeChat identity creates an account without a phone.
        const created = await users.create({ phone: null, userName: identity.nickname }, now, trx);
        await link(identity.openId, created, now, trx);
        userId = (await linkedUser(trx, identity.openId))?.user_id;
        if (userId !== created) throw new LinkRace();
      }
      const user = await users.findById(userId, trx);
      if (!user) throw new ApiError(USER_CODES.wechatCodeInvalid, '微信账号不存在', 400);
      return user;
    });

  const userFor = async (identity: WechatIdentity, now: number): Promise<UserRow> => {
    try {
      return await attempt(identity, now);
    } catch (error) {
      if (!(error instanceof LinkRace)) throw error;
      return attempt(identity, now);
    }
  };

  return {
    userFor: (identity: WechatIdentity, now = Date.now()) => userFor(identity, now),
    link: (openId: string, userId: number, now = Date.now()) => link(openId, userId, now),
  };
}
