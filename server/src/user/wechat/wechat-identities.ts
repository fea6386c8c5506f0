import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { USER_CODES } from '../codes';
import { randomSecret, sha256 } from '../secrets';
import type { UserRow, UsersRepo } from '../users-repo';

/** The WeChat users the stand-in authorisation page can act as (a real deployment gets them from WeChat). */
export const DEMO_WECHAT_USERS = [
  { openId: 'oJCTY_demo_fan_0001', nickname: '锦城老球迷', linkedPhone: '13800000001' },
  { openId: 'oJCTY_demo_new_0002', nickname: '蓉城新球迷', linkedPhone: null },
] as const;

export type DemoWechatUser = (typeof DEMO_WECHAT_USERS)[number];

export const WECHAT_CODE_TTL_MS = 5 * 60 * 1000;

/** One-time codes (as WeChat's QR connect hands to the redirect) and the openId ↔ user link. */
export function createWechatIdentities(db: Db, users: UsersRepo) {
  const insertCode = db.prepare(
    'INSERT INTO wechat_codes (code_hash, open_id, nickname, expires_at) VALUES (?, ?, ?, ?)',
  );
  const takeCode = db.prepare(
    `UPDATE wechat_codes SET consumed_at = ? WHERE code_hash = ? AND consumed_at IS NULL AND expires_at > ?
     RETURNING open_id AS openId, nickname`,
  );
  const linked = db.prepare('SELECT user_id AS userId FROM wechat_identities WHERE open_id = ?');
  const link = db.prepare(
    'INSERT OR IGNORE INTO wechat_identities (open_id, user_id, created_at) VALUES (?, ?, ?)',
  );

  const exchange = db.transaction((code: string, now: number): { user: UserRow; openId: string } => {
    const grant = takeCode.get(now, sha256(code), now) as { openId: string; nickname: string } | undefined;
    if (!grant) throw new ApiError(USER_CODES.wechatCodeInvalid, '微信授权码无效或已过期，请重新扫码', 400);
    const row = linked.get(grant.openId) as { userId: number } | undefined;
    // First sign-in with this WeChat identity creates an account without a phone.
    const userId = row?.userId ?? users.create({ phone: null, userName: grant.nickname }, now);
    if (!row) link.run(grant.openId, userId, now);
    const user = users.findById(userId);
    if (!user) throw new ApiError(USER_CODES.wechatCodeInvalid, '微信账号不存在', 400);
    return { user, openId: grant.openId };
  });

  return {
    issueCode(identity: DemoWechatUser, now = Date.now()): string {
      const code = randomSecret(24);
      insertCode.run(sha256(code), identity.openId, identity.nickname, now + WECHAT_CODE_TTL_MS);
      return code;
    },
    exchange: (code: string, now = Date.now()) => exchange(code, now),
    link: (openId: string, userId: number, now = Date.now()) => void link.run(openId, userId, now),
  };
}
