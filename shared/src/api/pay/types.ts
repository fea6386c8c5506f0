/**
 * Types of the top-up flow (docs/topup.md): packages, orders, transactions. Server and client compile against
 * this file. Money is in fen (1/100 yuan), coins (金币) are whole numbers.
 */
import type { PayMethod, PayStateResult } from '../user/types';

export interface TopUpPackage {
  /** Price in fen; also the package's id when ordering. */
  amountFen: number;
  /** 10 coins per yuan. */
  baseCoins: number;
  /** Extra coins the package always gives. */
  bonusCoins: number;
  /** A short badge such as 热门, or ''. */
  tag: string;
}

export interface FirstOrderBenefit {
  /** True while the signed-in user has no paid order (always true for a visitor, as a preview). */
  eligible: boolean;
  /** The rule in one sentence, shown on the screen. */
  rule: string;
}

export interface PayMethodOption {
  method: PayMethod;
  label: string;
}

export interface TopUpCatalogue {
  packages: TopUpPackage[];
  /** What the first-order benefit adds for each package, by amountFen, when `firstOrder.eligible`. */
  firstOrderBonus: Record<number, number>;
  firstOrder: FirstOrderBenefit;
  payMethods: PayMethodOption[];
  /** false when the server has no payment provider: the screen says 充值通道暂未开放 instead of the form. */
  payAvailable: boolean;
}

export interface CreateOrderInput {
  amountFen: number;
  payMethod: PayMethod;
  /** Made once per purchase intent by the client: repeating it returns the same order, never a second one. */
  idempotencyKey: string;
}

export interface TopUpOrder extends PayStateResult {
  /** The stand-in payment page (absolute URL); open it in a new tab or scan its QR code. */
  cashierUrl: string;
  /** The cashier URL as a QR code: an `data:image/svg+xml` URL for an <img>. */
  qrImage: string;
}

export interface TransactionsQuery {
  /** 1-based. */
  page: number;
  /** 1–50. */
  pageSize: number;
}

export type TransactionKind = 'top-up' | 'purchase' | 'gift' | 'other';

export interface Transaction {
  id: number;
  kind: TransactionKind;
  /** Readable Chinese description, e.g. 充值 ¥30.00（微信支付）. */
  title: string;
  /** Extra detail ('' when none), e.g. 含赠送 30 金币、首单福利 300 金币. */
  detail: string;
  /** Coins; positive for income, negative for spending. */
  delta: number;
  balanceAfter: number;
  createdAt: number;
}

export interface TransactionPage {
  list: Transaction[];
  total: number;
  page: number;
  pageSize: number;
}
