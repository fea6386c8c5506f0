import type { PayMethod } from '@jincheng/shared/core';
import type { PayMethodOption, TopUpPackage } from '@jincheng/shared/core';

/** 1 yuan buys 10 coins; bigger packages add bonus coins (docs/topup.md). */
export const COINS_PER_YUAN = 10;

export const TOP_UP_PACKAGES: readonly TopUpPackage[] = [
  { amountFen: 600, baseCoins: 60, bonusCoins: 0, tag: '' },
  { amountFen: 3000, baseCoins: 300, bonusCoins: 30, tag: '热门' },
  { amountFen: 6800, baseCoins: 680, bonusCoins: 88, tag: '' },
  { amountFen: 12800, baseCoins: 1280, bonusCoins: 200, tag: '' },
  { amountFen: 32800, baseCoins: 3280, bonusCoins: 600, tag: '超值' },
  { amountFen: 64800, baseCoins: 6480, bonusCoins: 1480, tag: '' },
];

/** The first paid order doubles its base coins, up to this many extra coins. */
export const FIRST_ORDER_BONUS_CAP = 1280;

export const FIRST_ORDER_RULE = `首次充值成功的订单，额外赠送与基础金币等额的金币（最多 ${FIRST_ORDER_BONUS_CAP} 金币），每个账号仅限一次。`;

export const PAY_METHODS: readonly PayMethodOption[] = [
  { method: 'wechat', label: '微信支付' },
  { method: 'alipay', label: '支付宝' },
];

/** An unpaid order fails as expired after 15 minutes. */
export const ORDER_TTL_MS = 15 * 60_000;

export const findPackage = (amountFen: number) => TOP_UP_PACKAGES.find((p) => p.amountFen === amountFen);

export const firstOrderBonusOf = (baseCoins: number) => Math.min(baseCoins, FIRST_ORDER_BONUS_CAP);

export const payMethodLabel = (method: PayMethod) =>
  PAY_METHODS.find((m) => m.method === method)?.label ?? method;

/** ¥30.00 */
export const formatYuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
