import type { FastifyBaseLogger } from 'fastify';
import type { UserDeps } from './deps';
import { maskPhone } from '@jincheng/shared/core';
import { hashPassword, verifyPassword } from './passwords';
import { DEMO_WECHAT_USERS, createWechatAccounts } from './wechat/wechat-identities';

export const DEMO_PASSWORD = 'Jincheng123';
const CANCELLATION_PERIOD_MS = 15 * 24 * 60 * 60 * 1000;
/**
 * Demo accounts are made this long ago: established accounts (docs/community.md, "Reports": reports and fan
 * ratings count from accounts 7 days old), so a demo shows what a regular fan's account does.
 */
const DEMO_ACCOUNT_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A small gold "VIP" badge, so the header's avatar shows a title badge for the first demo user. */
const VIP_TAG =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="#f5b400"/>' +
      '<text x="12" y="16" font-size="9" font-weight="700" text-anchor="middle" fill="#fff">VIP</text></svg>',
  );

export const DEMO_ACCOUNTS = [
  {
    phone: '13800000001',
    userName: '锦城老球迷',
    balance: 1000,
    userTag: VIP_TAG,
    note: '余额 1000 金币，已绑定演示微信',
  },
  { phone: '13800000002', userName: '周末看球', balance: 0, userTag: '', note: '没有余额' },
  {
    phone: '13800000003',
    userName: '暂别球场',
    balance: 0,
    userTag: '',
    note: '注销冷静期中，每次启动重置为 15 天',
  },
] as const;

export interface SeedOptions {
  /** Print the public demo password (development profile only; a production log never shows it). */
  showPassword: boolean;
  now?: number;
}

/**
 * Demo runs only (development profile, or production with JC_DEMO_STANDINS=1). Makes the demo accounts
 * when missing (never touching ones that exist), then puts the third one back into its cancellation
 * period, so the revoke flow can be shown after every start.
 */
export async function seedDemoAccounts(
  deps: UserDeps,
  log: FastifyBaseLogger,
  options: SeedOptions,
): Promise<void> {
  const now = options.now ?? Date.now();
  const wechat = createWechatAccounts(deps.db, deps.users);
  for (const demo of DEMO_ACCOUNTS) {
    const user = (await deps.users.findByPhone(demo.phone)) ?? (await createDemo(deps, demo, now));
    if (!user) continue;
    if (demo.phone === '13800000003') await deps.users.setCancelAt(user.id, now + CANCELLATION_PERIOD_MS);
    const linked = DEMO_WECHAT_USERS.find((w) => w.linkedPhone === demo.phone);
    if (linked) await wechat.link(linked.openId, user.id, now);
    log.info(
      options.showPassword
        ? `演示账号 ${demo.phone} / 密码 ${DEMO_PASSWORD}（${demo.note}）`
        : `演示账号 ${maskPhone(demo.phone)}（${demo.note}；密码见 README）`,
    );
  }
}

/**
 * The account and its opening balance in one transaction. Two instances starting at once may both try: the
 * second one's insert hits the unique phone, and it takes the account the first one made.
 */
async function createDemo(deps: UserDeps, demo: (typeof DEMO_ACCOUNTS)[number], now: number) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  try {
    await deps.db.qb.transaction().execute(async (trx) => {
      const id = await deps.users.create(
        { phone: demo.phone, userName: demo.userName, userTag: demo.userTag, passwordHash },
        now - DEMO_ACCOUNT_AGE_MS,
        trx,
      );
      if (demo.balance > 0)
        await deps.accounts.credit(id, demo.balance, { reason: 'demo-seed', ref: 'demo-seed' }, trx);
    });
  } catch (error) {
    if (!(await deps.users.findByPhone(demo.phone))) throw error;
  }
  return deps.users.findByPhone(demo.phone);
}

/**
 * Production without the demo switch: a demo account left from an earlier demo run on the same data must not
 * keep the public password. Its password is cleared (SMS sign-in and reset still work for a real owner).
 */
export async function retireDemoPasswords(deps: UserDeps, log: FastifyBaseLogger): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    const user = await deps.users.findByPhone(demo.phone);
    if (!user?.passwordHash || !(await verifyPassword(DEMO_PASSWORD, user.passwordHash))) continue;
    await deps.users.setPassword(user.id, null);
    await deps.tokens.revokeAll(user.id);
    log.warn(`生产环境：演示账号 ${maskPhone(demo.phone)} 的公开密码已清除，其会话已结束`);
  }
}
